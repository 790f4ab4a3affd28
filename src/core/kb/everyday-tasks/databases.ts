/**
 * Everyday tasks of databases: a SQLite database opened, PostgreSQL connected to, a SQL query run with parameters.
 */
import type { EverydayTask } from './task';

export const DATABASE_TASKS: readonly EverydayTask[] = [
  {
    // "Connect to a SQLite database" had found Java's `Optional`, JavaScript's `Array.includes`, Rust's
    // `RefCell::new`. C's `sqlite3_open` is not in the base.
    task: 'open a SQLite database',
    pattern: /\bsqlite\d?\b/i,
    calls: {
      java: ['java.sql.DriverManager.getConnection'],
      go: ['database/sql.Open'],
      javascript: ['sqlite3.Database'],
      rust: ['rusqlite::Connection::open'],
      python: ['sqlite3.connect'],
    },
  },
  {
    // "Connect to a PostgreSQL database" found Java's `Connection.prepareStatement` (after connecting), Python's SQLite.
    task: 'connect to PostgreSQL',
    pattern: /\bpostgre(?:s|sql)\b|\bpsql\b/i,
    calls: {
      java: ['java.sql.DriverManager.getConnection'],
      go: ['database/sql.Open'],
      javascript: ['pg.Client', 'pg.Pool'],
      rust: ['postgres::Client::connect'],
      python: ['psycopg2.connect'],
    },
  },
  {
    // A query's values go in as parameters, never pasted into its text: "run a SQL query with parameters" found
    // Java's `String.substring`, Rust's `fs::read_to_string`.
    task: 'run a SQL query with parameters',
    pattern:
      /\b(?:parameteri[sz]ed|prepared)\s+(?:sql\s+)?(?:query|queries|statements?)\b|\bsql\s+(?:query|queries|statements?)\s+with\s+(?:parameters|params|placeholders|arguments|bound\s+values)\b|\bsql\s+injection\b/i,
    calls: {
      java: ['java.sql.Connection.prepareStatement', 'java.sql.PreparedStatement.setString', 'java.sql.PreparedStatement.executeQuery'],
      go: ['database/sql.DB.Query', 'database/sql.DB.Exec'],
      rust: ['rusqlite::Connection::execute', 'rusqlite::params'],
      python: ['sqlite3.Cursor.execute', 'sqlite3.Connection.execute'],
    },
  },
];
