/**
 * Everyday tasks of dates and time: the clock (to the millisecond, a run timed), pauses and intervals, calendar dates
 * and leap years, the days in a month and between dates, dates parsed, formatted and added to, a date from a Unix
 * timestamp, the date in UTC and the machine's time zone. Each entry's comment says what the routes found without it;
 * Java's "format a date as YYYY-MM-DD" had found no `DateTimeFormatter`.
 */
import { SLEEP_ASYNCHRONOUSLY } from './concurrency';
import { anyOf, type EverydayTask, W } from './task';

/** A question for the date or time in UTC (its own entry: the clock's count is no date in a zone); "the current UTC DateTime". */
const DATE_IN_UTC = /\b(?:dates?|times?|datetimes?|timestamps?|now)\s+(?:in|as)\s+utc\b|\butc\s+(?:dates?|times?|datetimes?|now)\b|\b(?:current|today's)\s+(?:\w+\s+)?(?:in|as)\s+utc\b/i;

/** A question that makes a date of a Unix timestamp (its own entry: the clock's count is not a given one). */
const FROM_UNIX_TIMESTAMP =
  /\b(?:from|convert\w*|turn\w*|pars\w*)\s+(?:an?\s+|the\s+|this\s+)?(?:unix|epoch|posix)\s+(?:timestamps?|times?|seconds|milli(?:seconds)?)\b|\b(?:unix|epoch|posix)\s+(?:timestamps?|times?|seconds)\s+(?:in)?to\s+(?:an?\s+|the\s+)?(?:dates?|datetimes?|times?|strings?)\b|\b(?:seconds|milliseconds)\s+since\s+(?:the\s+)?epoch\s+(?:in)?to\b/i;

export const DATE_AND_TIME_TASKS: readonly EverydayTask[] = [
  {
    // "Convert a unix timestamp to a date" found Go's `time.Now`, Python's `time.time`, Rust's `SystemTime::now`
    // and Java's `System.currentTimeMillis`: the clock, not a date made from a number of seconds.
    task: 'make a date from a Unix timestamp',
    pattern: FROM_UNIX_TIMESTAMP,
    calls: {
      c: ['localtime', 'gmtime', 'strftime'],
      java: ['java.time.Instant.ofEpochSecond', 'java.time.Instant.ofEpochMilli'],
      go: ['time.Unix', 'time.UnixMilli'],
      javascript: ['Date'],
      rust: ['chrono::NaiveDateTime::from_timestamp_opt', 'chrono::TimeZone::timestamp_opt'],
      python: ['datetime.datetime.fromtimestamp'],
    },
  },
  {
    // "Get the local time zone" found Java's `TimeZone.getTimeZone` (a zone by name), Rust's `Vec::new`,
    // Python's nothing of time zones.
    task: "find the machine's time zone",
    pattern: /\b(?:local|current|system|default|machine's|computer's|user's)\s+time[\s-]*zones?\b|\btime[\s-]*zones?\s+of\s+(?:this|the)\s+(?:machine|system|computer)\b/i,
    calls: {
      c: ['tzset', 'localtime'],
      java: ['java.time.ZoneId.systemDefault', 'java.util.TimeZone.getDefault'],
      go: ['time.Local', 'time.Time.Zone'],
      javascript: ['Date.getTimezoneOffset'],
      rust: ['chrono::Local::now', 'chrono::Local'],
      python: ['datetime.datetime.astimezone', 'time.tzname'],
    },
  },
  {
    // "Get the current date in UTC" found Rust's `SystemTime::now`, Java's `System.currentTimeMillis`,
    // Python's `time.time`: the clock's count, not a date in UTC.
    task: 'read the date in UTC',
    pattern: DATE_IN_UTC,
    calls: {
      c: ['gmtime', 'time', 'strftime'],
      java: ['java.time.Instant.now', 'java.time.ZonedDateTime.now', 'java.time.OffsetDateTime.now'],
      go: ['time.Now', 'time.Time.UTC'],
      javascript: ['Date.toISOString', 'Date.getUTCDate'],
      rust: ['chrono::Utc::now'],
      python: ['datetime.datetime.now'],
    },
  },
  {
    // "Check if a year is a leap year" found Java's `LocalDate.of` and `Calendar.get`.
    task: 'test for a leap year',
    pattern: /\bleap[\s-]+years?\b/i,
    calls: {
      java: ['java.time.Year.isLeap', 'java.time.LocalDate.isLeapYear'],
      python: ['calendar.isleap'],
    },
  },
  {
    // "Get the number of days in a month" found Java's `Calendar.getInstance` and `Date.getMonth`.
    task: 'count the days in a month',
    pattern: /\b(?:number\s+of\s+)?days\s+(?:in|of)\s+(?:a|the|this|that|each|every|given)\s+(?:given\s+)?month\b|\blength\s+of\s+(?:a|the)\s+month\b|\bmonth's\s+length\b|\blast\s+day\s+of\s+(?:a|the)\s+month\b/i,
    calls: {
      java: ['java.time.YearMonth.lengthOfMonth', 'java.time.YearMonth.of', 'java.time.LocalDate.lengthOfMonth'],
      go: ['time.Date'],
      javascript: ['Date', 'Date.getDate'],
      python: ['calendar.monthrange'],
    },
  },
  {
    task: 'work with calendar dates',
    pattern: /\bday\s+of\s+(?:the\s+)?week\b|\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays?|weekends?)\b|\bleap\s+years?\b|\bcalendar\b/i,
    calls: {
      c: ['mktime', 'localtime', 'strftime'],
      java: ['java.time.LocalDate.of', 'java.time.LocalDate.getDayOfWeek', 'java.util.GregorianCalendar', 'java.util.Calendar.get'],
      go: ['time.Date', 'time.Time.Weekday', 'time.Time.AddDate'],
      javascript: ['Date', 'Date.getDay'],
      rust: ['chrono::NaiveDate::from_ymd_opt', 'chrono::Datelike::weekday'],
      python: ['datetime.date.weekday'],
    },
  },
  {
    task: 'pause for a while',
    pattern: new RegExp(
      [
        `\\b(?:sleep|sleeps|sleeping|pause|pauses|pausing)\\b`,
        `\\b(?:wait|waits|waiting|delay|delays)\\s+(?:for\\s+)?(?:an?\\s+|one\\s+|\\d+\\s+|a\\s+few\\s+|some\\s+|several\\s+)?(?:milli|micro|nano)?(?:seconds?|ms|minutes?)\\b`,
      ].join('|'),
      'i',
    ),
    unless: SLEEP_ASYNCHRONOUSLY,
    calls: {
      c: ['sleep', 'usleep', 'nanosleep'],
      java: ['java.lang.Thread.sleep', 'java.util.concurrent.TimeUnit.sleep'],
      go: ['time.Sleep'],
      javascript: ['setTimeout'],
      rust: ['std::thread::sleep', 'std::time::Duration::from_millis', 'std::time::Duration::from_secs'],
      python: ['time.sleep'],
    },
  },
  {
    // "Repeat a function every second" found neither JavaScript's `setInterval` nor Go's ticker.
    task: 'repeat at intervals',
    pattern: /\b(?:every|each)\s+(?:\d+\s+|few\s+|other\s+)?(?:seconds?|minutes?|milliseconds?|ms|hours?)\b|\bonce\s+(?:per|a|every)\s+(?:second|minute|hour)\b|\bperiodically\b|\bat\s+(?:regular\s+|fixed\s+)?intervals?\b/i,
    calls: {
      c: ['sleep', 'nanosleep'],
      java: ['java.util.concurrent.ScheduledExecutorService.scheduleAtFixedRate', 'java.util.Timer.scheduleAtFixedRate', 'java.lang.Thread.sleep'],
      go: ['time.NewTicker', 'time.Tick', 'time.Sleep'],
      javascript: ['setInterval', 'clearInterval'],
      rust: ['std::thread::sleep', 'std::time::Duration::from_secs', 'tokio::time::interval'],
    },
  },
  {
    // "Known at run time" is when, not how long: not this task (processes.ts, a value given when the program runs).
    task: 'read the clock and time a run',
    pattern: new RegExp(
      [
        `\\b(?:elapsed|execution\\s+time|running\\s+time|run\\s+time(?<!\\b(?:at|during|until|till)\\s+run\\s+time)|time\\s+(?:taken|it\\s+takes)|stopwatch|timestamp|time\\s+of\\s+day)\\b`,
        `\\b(?:measure|measures|measuring|time|times|timing)${W(2)}(?:the\\s+)?(?:time|duration|speed|performance)\\b`,
        `\\bcurrent\\s+(?:date|time|year)\\b`,
        `\\bhow\\s+long${W(3)}(?:takes?|took|runs?|ran|lasts?)\\b`,
      ].join('|'),
      'i',
    ),
    unless: anyOf(DATE_IN_UTC, FROM_UNIX_TIMESTAMP),
    calls: {
      c: ['time', 'clock', 'CLOCKS_PER_SEC', 'localtime'],
      java: ['java.lang.System.currentTimeMillis', 'java.lang.System.nanoTime', 'java.time.LocalDateTime.now'],
      go: ['time.Now', 'time.Since', 'time.Time.Sub'],
      javascript: ['Date.now', 'performance.now', 'Date'],
      rust: ['std::time::Instant::now', 'std::time::Instant::elapsed', 'std::time::SystemTime::now'],
      python: ['time.time', 'time.perf_counter'],
    },
  },
  {
    task: 'parse a date',
    pattern: /\bpars(?:e|es|ed|ing)\s+(?:a\s+|the\s+|each\s+)?(?:[\w-]+\s+)?(?:dates?|times?|datetimes?|timestamps?)\b|\b(?:date|time|timestamp)\s+strings?\b/i,
    calls: {
      c: ['strptime', 'mktime'],
      java: ['java.time.LocalDate.parse', 'java.time.format.DateTimeFormatter.ofPattern', 'java.text.SimpleDateFormat.parse'],
      go: ['time.Parse'],
      javascript: ['Date.parse', 'Date'],
      rust: ['chrono::NaiveDate::parse_from_str', 'chrono::NaiveDateTime::parse_from_str'],
      python: ['datetime.datetime.strptime'],
    },
  },
  {
    task: 'format a date',
    pattern: /\bformat\w*\s+(?:a\s+|the\s+|each\s+|this\s+|today's\s+)?(?:[\w-]+\s+)?(?:dates?|times?|datetimes?|timestamps?)\b|\b(?:yyyy|dd)[-/.](?:mm|dd)\b|\biso[\s-]*8601\b|\b(?:dates?|date\s+and\s+time|datetimes?|timestamps?)\s+(?:as|to|into)\s+(?:an?\s+)?(?:strings?|text)\b/i,
    calls: {
      c: ['strftime', 'localtime'],
      java: ['java.time.format.DateTimeFormatter.ofPattern', 'java.time.LocalDate.format'],
      go: ['time.Time.Format'],
      javascript: ['Date.toISOString', 'Date.toLocaleDateString'],
      rust: ['chrono::NaiveDate::format', 'chrono::DateTime::format'],
      python: ['datetime.datetime.strftime'],
    },
  },
  {
    task: 'count the days between dates',
    pattern: /\b(?:days?|time|hours?|weeks?|difference|duration)\s+between\s+(?:two\s+|the\s+)?(?:[\w-]+\s+)?dates\b|\b(?:difference|duration)\s+between\s+(?:two|the)\s+(?:times|timestamps)\b/i,
    calls: {
      c: ['difftime', 'mktime'],
      java: ['java.time.temporal.ChronoUnit.between', 'java.time.temporal.ChronoUnit.DAYS'],
      go: ['time.Time.Sub', 'time.Duration.Hours'],
      javascript: ['Date.getTime'],
      rust: ['chrono::NaiveDate::signed_duration_since'],
    },
  },
  {
    // A clock finer than seconds: C's "get the current time in milliseconds" had `time` and `localtime` (whole
    // seconds) first and `clock_gettime` seventh.
    task: 'read the clock to the millisecond',
    pattern:
      /\btime\s+in\s+(?:milli|micro|nano)seconds\b|\b(?:milli|micro|nano)second\s+(?:precision|resolution|timestamps?|clock|timer)\b|\bhigh[\s-]+resolution\s+(?:time|clock|timer)s?\b/i,
    calls: {
      c: ['clock_gettime', 'gettimeofday'],
      java: ['java.lang.System.currentTimeMillis', 'java.lang.System.nanoTime'],
      go: ['time.Now', 'time.Time.UnixMilli'],
      javascript: ['Date.now', 'performance.now'],
      rust: ['std::time::Instant::now', 'std::time::SystemTime::now'],
    },
  },
  {
    // Date arithmetic: "add days to a date" had Rust's `NaiveDate::from_ymd_opt` and `u64::checked_add_signed`.
    task: 'add time to a date',
    pattern:
      /\b(?:add|adds|adding|subtract|subtracts|subtracting)\s+(?:\d+\s+|n\s+|a\s+|an\s+|some\s+|several\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?)\s+(?:to|from)\s+(?:a|an|the|this|today|today's|now|current)\b/i,
    calls: {
      java: ['java.time.LocalDate.plusDays'],
      go: ['time.Time.AddDate', 'time.Time.Add'],
      javascript: ['Date.setDate', 'Date.getDate'],
      rust: ['chrono::NaiveDate::checked_add_days'],
      python: ['datetime.timedelta'],
    },
  },
];
