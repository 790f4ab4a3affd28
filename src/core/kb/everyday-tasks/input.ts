/**
 * Everyday tasks of a program's input: what the user types (a line, a number, a key press awaited) and text read
 * line by line.
 * "Ask the user for a number" is `scanf` in C, `java.util.Scanner` in Java, `bufio.Scanner` or `fmt.Scan` in
 * Go, `readline` in Node, `std::io::stdin` in Rust and `input` in Python, and no route found it: `scanf`'s
 * manual says "input format conversion", and the mined code (libraries, man pages) seldom talks to a user.
 */
import { type EverydayTask, W } from './task';

export const INPUT_TASKS: readonly EverydayTask[] = [
  {
    task: 'read what the user types',
    pattern: new RegExp(
      [
        `\\b(?:ask|asks|asking|asked|prompt|prompts|prompting|prompted)${W(3)}(?:the\\s+)?(?:users?|players?|operators?|for)\\b`,
        `\\b(?:user|keyboard|console|terminal|interactive)\\s+input\\b`,
        `\\binput\\s+(?:from|by)\\s+(?:the\\s+)?(?:user|keyboard|console|terminal)\\b`,
        `\\b(?:read|reads|reading|get|gets|take|takes|accept|accepts)${W(4)}(?:from|on)\\s+(?:the\\s+)?\\x60?(?:stdin|standard[\\s-]+input|system\\.in|keyboard|console|terminal|user|input(?!\\s+(?:files?|streams?|data)))\\b`,
        `\\b(?:lines?|words?|input|numbers?|integers?)\\s+(?:of|from|on|in)\\s+(?:the\\s+)?\\x60?(?:stdin|standard[\\s-]+input|system\\.in)\\b`,
        `\\b(?:user|player)\\s+(?:enters|types|inputs|entered|typed|chooses|picks)\\b`,
        `\\b(?:enter|type|types|enters)\\s+(?:in\\s+)?(?:a|an|the|two|three|some|their|his|her|your)\\s+(?:\\w+\\s+)?(?:numbers?|integers?|names?|strings?|lines?|words?|values?|text|guess|guesses|choice|answer|expressions?|commands?|moves?)\\b`,
        // "the player makes repeated guesses", "asking after each whether the guess is higher"
        `\\b(?:user|player)\\s+(?:makes|make|making)\\s+(?:\\w+\\s+)?guess(?:es)?\\b`,
        `\\b(?:ask|asks|asking)\\s+after\\s+each\\b`,
        // A game played against the user, who types the moves ("Play a simple Nim against the user").
        `\\b(?:play|plays|playing|game)\\b[^.;]{0,60}?\\b(?:against|with|versus)\\s+(?:the\\s+)?(?:user|human)\\b(?!['’])`,
      ].join('|'),
      'i',
    ),
    // A player in a simulation types nothing: "simulate many rounds … where the player picks one of three doors".
    unless: /\bsimulat\w*/i,
    calls: {
      c: ['scanf', 'fgets', 'getchar'],
      java: ['java.util.Scanner', 'java.util.Scanner.nextInt', 'java.util.Scanner.nextLine', 'java.io.BufferedReader.readLine', 'java.io.InputStreamReader'],
      go: ['bufio.NewScanner', 'bufio.Scanner.Text', 'fmt.Scan', 'bufio.NewReader', 'bufio.Reader.ReadString'],
      javascript: ['readline.createInterface', 'readline.Interface.question', 'process.stdin'],
      rust: ['std::io::stdin', 'std::io::Stdin::read_line', 'str::trim', 'str::parse'],
      python: ['builtins.input'],
    },
  },
  {
    // What the user types is text: a number read from it is parsed (and checked) before it is used.
    task: 'read a number the user types',
    pattern: new RegExp(
      [
        `\\b(?:ask|asks|asking|asked|prompt|prompts|prompting|prompted)${W(4)}(?:for|to\\s+(?:enter|type|input|pick|choose|give|guess))${W(2)}(?:numbers?|integers?|digits?|guess(?:es)?|ages?|amounts?|quantit(?:y|ies)|counts?)\\b`,
        `\\b(?:ask|asks|asking|asked|prompt|prompts|prompting|prompted)${W(3)}(?:users?|players?)\\s+(?:how\\s+(?:many|much|old)|which\\s+number)\\b`,
        `\\b(?:users?|players?)${W(3)}(?:enters?|types?|inputs?|picks?|chooses?|guess(?:es)?|entered|typed)${W(3)}(?:numbers?|integers?|digits?)\\b`,
        `\\b(?:enter|type|input)\\s+(?:a|an|the|their|his|her|your)\\s+(?:\\w+\\s+)?(?:numbers?|integers?|guess(?:es)?)\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['scanf', 'atoi', 'strtol'],
      java: ['java.util.Scanner.nextInt', 'java.lang.Integer.parseInt'],
      go: ['fmt.Scan', 'strconv.Atoi'],
      javascript: ['parseInt', 'isNaN', 'Number'],
      rust: ['str::parse', 'std::io::Stdin::read_line'],
      python: ['builtins.int'],
    },
  },
  {
    task: 'read text line by line',
    pattern: /\b(?:line|word)[\s-]+by[\s-]+(?:line|word)\b/i,
    calls: {
      c: ['fgets', 'getline'],
      java: ['java.io.BufferedReader.readLine', 'java.util.Scanner.nextLine', 'java.util.Scanner.hasNext', 'java.util.Scanner'],
      go: ['bufio.NewScanner', 'bufio.Scanner.Scan', 'bufio.Scanner.Text'],
      javascript: ['readline.createInterface', 'String.split'],
      rust: ['std::io::BufRead::lines', 'std::io::BufReader::new'],
      python: ['builtins.open'],
    },
  },
  {
    // "Wait for the user to press Enter" found Java's `Object.wait`, Go's `time.After`, JavaScript's
    // `setTimeout`, C's `sleep` and Python's `time.sleep`: a pause for the user is a read of what they type.
    task: 'wait for the user to press a key',
    pattern: new RegExp(
      [
        `\\bpress(?:es|ed|ing)?\\s+(?:the\\s+)?(?:enter|return|any\\s+key|a\\s+key|space(?:bar)?)\\b`,
        `\\b(?:wait|waits|waiting|pause|pauses|pausing)\\s+(?:for|until)\\s+(?:an?\\s+|the\\s+)?(?:user'?s?\\s+)?(?:key\\s*(?:press|stroke)|keypress|input(?!\\s+(?:files?|data|streams?|queues?|signals?)))\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      c: ['getchar', 'fgets'],
      java: ['java.util.Scanner.nextLine', 'java.io.InputStream.read'],
      go: ['bufio.NewReader', 'bufio.Reader.ReadString', 'fmt.Scanln'],
      javascript: ['readline.createInterface', 'readline.Interface.question', 'process.stdin'],
      rust: ['std::io::stdin', 'std::io::Stdin::read_line'],
      python: ['builtins.input'],
    },
  },
  {
    // A password typed is not shown: "read a password without echoing it" had Rust's `Read::read_exact`, Java's
    // `Scanner`. A password generated is a secure random draw (random.ts).
    task: 'read a password without echo',
    pattern: /\b(?:read|reads|reading|prompt|prompts|prompting|ask|asks|asking|enter|enters|type|types|input)\s+(?:for\s+)?(?:a\s+|the\s+|their\s+)?(?:user's\s+)?passwords?\b|\bwithout\s+echo\w*\b|\bpasswords?\s+(?:input|prompt)\b/i,
    unless: /\b(?:generat\w*|random\w*)\b/i,
    calls: {
      c: ['getpass'],
      java: ['java.io.Console.readPassword'],
      go: ['golang.org/x/term.ReadPassword'],
      python: ['getpass.getpass'],
    },
  },
];
