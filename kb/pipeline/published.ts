/**
 * `npm run kb:published` — writes `kb/published.json.gz`: the published package names the checker
 * (src/core/check) needs offline to tell a real library the base lacks from an invented one, and the
 * well-known libraries whose near misses are typosquats.
 *
 * Sources, all reachable from this pipeline and redistributable as names:
 * - Debian's package list (`apt-cache pkgnames`, run `apt-get update` first): python3-X, node-X,
 *   golang-…-dev, librust-X-dev, lib…-dev. Debian names a Python package by its import name and a Rust
 *   one by its crate, so most names are what code imports.
 * - The Python standard library's module names (`sys.stdlib_module_names` of /usr/bin/python3) and
 *   Node's built-in modules (`require('module').builtinModules`).
 * - The npm packages this project installs (node_modules): names the npm registry serves.
 * - A short list of import names that differ from their package names (cv2, sklearn, PIL, …) and
 *   of widely used packages Debian does not ship (below), written from their own documentation.
 * The registry dumps under /work/.library are not used: they carry no licence statement.
 * Well-known libraries: the base's libraries imported by the most files of real code (the usage
 * table), and the most imported packages of each ecosystem listed below.
 *
 *   npm run kb:published [-- --kb DIR]
 */
import { execFileSync } from 'node:child_process';
import { promises as fs, readdirSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import { builtinModules } from 'node:module';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PublishedFile } from '../../src/core/check/published';

/** Import names that are not their Debian package's name, and popular packages Debian lacks. */
const EXTRA: Record<string, string[]> = {
  python: [
    'cv2', 'sklearn', 'PIL', 'yaml', 'bs4', 'dateutil', 'google', 'OpenSSL', 'Crypto', 'Cryptodome', 'pytz', 'magic', 'gi', 'dbus',
    'tensorflow', 'torch', 'torchvision', 'torchaudio', 'keras', 'transformers', 'datasets', 'tokenizers', 'xgboost', 'lightgbm',
    'catboost', 'openai', 'anthropic', 'langchain', 'streamlit', 'gradio', 'fastapi', 'pydantic', 'dash', 'boto3', 'botocore',
    'pyspark', 'sentence_transformers', 'gensim', 'spacy', 'textblob', 'wordcloud', 'tqdm', 'seaborn', 'plotly', 'statsmodels',
    'sympy', 'networkx', 'skimage', 'imageio', 'pymongo', 'psycopg2', 'mysql', 'MySQLdb', 'pymysql', 'sqlalchemy', 'redis',
    'celery', 'kafka', 'pika', 'paramiko', 'fabric', 'selenium', 'scrapy', 'lxml', 'html5lib', 'requests', 'httpx', 'aiohttp',
    'urllib3', 'jwt', 'dotenv', 'click', 'typer', 'rich', 'colorama', 'termcolor', 'tabulate', 'openpyxl', 'xlrd', 'xlsxwriter',
    'docx', 'pptx', 'PyPDF2', 'pypdf', 'fitz', 'reportlab', 'pytesseract', 'pyautogui', 'pynput', 'keyboard', 'mouse', 'pygame',
    'tkinter', 'wx', 'PyQt5', 'PyQt6', 'PySide2', 'PySide6', 'kivy', 'flask', 'django', 'jinja2', 'werkzeug', 'bottle', 'tornado',
    'gevent', 'eventlet', 'twisted', 'zmq', 'grpc', 'serial', 'usb', 'bluetooth', 'RPi', 'smbus', 'pyaudio', 'sounddevice',
    'soundfile', 'librosa', 'pydub', 'speech_recognition', 'pyttsx3', 'gtts', 'moviepy', 'ffmpeg', 'numba', 'cython', 'joblib',
    'dask', 'polars', 'pyarrow', 'h5py', 'tables', 'netCDF4', 'xarray', 'shapely', 'geopandas', 'folium', 'pyproj', 'rasterio',
    'osgeo', 'cartopy', 'bokeh', 'altair', 'pygal', 'emoji', 'unidecode', 'chardet', 'nltk', 'Levenshtein', 'fuzzywuzzy',
    'rapidfuzz', 'regex', 'simplejson', 'ujson', 'orjson', 'msgpack', 'toml', 'tomli', 'tomllib', 'attr', 'attrs', 'six',
    'mock', 'pytest', 'hypothesis', 'nose', 'faker', 'arrow', 'pendulum', 'tzlocal', 'babel', 'markdown', 'mistune', 'docutils',
    'pygments', 'yfinance', 'pandas_datareader', 'ccxt', 'tweepy', 'praw', 'discord', 'telegram', 'slack_sdk', 'github',
    'gitlab', 'git', 'docker', 'kubernetes', 'ansible', 'psutil', 'schedule', 'apscheduler', 'watchdog', 'pyperclip',
    'qrcode', 'barcode', 'cryptography', 'nacl', 'bcrypt', 'passlib', 'hashids', 'shortuuid', 'ldap3', 'win32api', 'win32com',
    'pywintypes', 'ctypes', 'cffi', 'pexpect', 'sh', 'plumbum', 'pyodbc', 'cx_Oracle', 'oracledb', 'sqlite3', 'peewee',
    'mongoengine', 'elasticsearch', 'cassandra', 'neo4j', 'influxdb', 'prometheus_client', 'sentry_sdk', 'loguru', 'structlog',
    'scipy', 'numpy', 'pandas', 'matplotlib', 'mpl_toolkits', 'pylab', 'sklearn', 'jax', 'flax', 'optax', 'onnx', 'onnxruntime',
    'tensorboard', 'wandb', 'mlflow', 'optuna', 'hyperopt', 'shap', 'lime', 'imblearn', 'category_encoders', 'pmdarima',
    'prophet', 'fbprophet', 'tsfresh', 'sktime', 'pyod', 'umap', 'hdbscan', 'faiss', 'annoy', 'hnswlib', 'chromadb', 'pinecone',
    'tiktoken', 'llama_index', 'huggingface_hub', 'accelerate', 'peft', 'diffusers', 'timm', 'albumentations', 'ultralytics',
    'mediapipe', 'face_recognition', 'dlib', 'pyzbar', 'sklearn_crfsuite', 'jieba', 'konlpy', 'janome', 'pythainlp',
  ],
  javascript: [
    'react', 'react-dom', 'vue', 'svelte', 'angular', '@angular/core', 'next', 'nuxt', 'express', 'koa', 'fastify', 'hapi',
    '@hapi/hapi', 'axios', 'node-fetch', 'lodash', 'underscore', 'moment', 'dayjs', 'date-fns', 'luxon', 'jquery', 'd3',
    'chart.js', 'three', 'socket.io', 'socket.io-client', 'ws', 'mongoose', 'mongodb', 'pg', 'mysql', 'mysql2', 'sqlite3',
    'better-sqlite3', 'sequelize', 'typeorm', 'prisma', '@prisma/client', 'knex', 'redis', 'ioredis', 'jsonwebtoken', 'bcrypt',
    'bcryptjs', 'uuid', 'nanoid', 'dotenv', 'cors', 'helmet', 'morgan', 'body-parser', 'cookie-parser', 'multer', 'passport',
    'nodemailer', 'chalk', 'commander', 'yargs', 'inquirer', 'ora', 'cheerio', 'puppeteer', 'playwright', 'jsdom', 'sharp',
    'jimp', 'canvas', 'pdfkit', 'pdf-lib', 'xlsx', 'exceljs', 'csv-parse', 'csv-parser', 'papaparse', 'fast-csv', 'yaml',
    'js-yaml', 'xml2js', 'fast-xml-parser', 'marked', 'markdown-it', 'highlight.js', 'prismjs', 'zod', 'joi', 'yup', 'ajv',
    'rxjs', 'redux', '@reduxjs/toolkit', 'mobx', 'zustand', 'immer', 'immutable', 'ramda', 'bluebird', 'async', 'p-limit',
    'p-queue', 'got', 'superagent', 'request', 'cross-fetch', 'isomorphic-fetch', 'graphql', 'apollo-server', '@apollo/client',
    'winston', 'pino', 'debug', 'jest', 'mocha', 'chai', 'sinon', 'supertest', 'vitest', 'webpack', 'vite', 'rollup', 'esbuild',
    'typescript', 'ts-node', 'tsx', 'eslint', 'prettier', 'babel', '@babel/core', 'electron', 'openai', '@anthropic-ai/sdk',
    'aws-sdk', '@aws-sdk/client-s3', 'firebase', 'firebase-admin', 'stripe', 'twilio', 'discord.js', 'telegraf', 'node-cron',
    'cron', 'bull', 'bullmq', 'amqplib', 'kafkajs', 'fs-extra', 'glob', 'rimraf', 'mkdirp', 'chokidar', 'archiver', 'adm-zip',
    'jszip', 'tar', 'semver', 'minimist', 'qs', 'query-string', 'validator', 'crypto-js', 'bignumber.js', 'decimal.js', 'mathjs',
    'numeral', 'string-similarity', 'natural', 'compromise', 'sentiment', 'tensorflow', '@tensorflow/tfjs', '@tensorflow/tfjs-node',
    'brain.js', 'ml5', 'localforage', 'idb', 'dexie', 'cookie', 'js-cookie', 'classnames', 'clsx', 'styled-components', 'tailwindcss',
    'react-router', 'react-router-dom', 'react-redux', 'react-query', '@tanstack/react-query', 'swr', 'formik', 'react-hook-form',
  ],
  go: [],
  rust: [
    'serde', 'serde_json', 'serde_derive', 'tokio', 'reqwest', 'clap', 'rand', 'regex', 'anyhow', 'thiserror', 'log', 'env_logger',
    'chrono', 'itertools', 'rayon', 'lazy_static', 'once_cell', 'futures', 'async_std', 'hyper', 'actix_web', 'axum', 'warp',
    'rocket', 'diesel', 'sqlx', 'rusqlite', 'tracing', 'tracing_subscriber', 'uuid', 'base64', 'sha2', 'md5', 'hex', 'bytes',
    'crossbeam', 'parking_lot', 'num', 'num_traits', 'ndarray', 'image', 'csv', 'toml', 'serde_yaml', 'walkdir', 'tempfile',
    'dirs', 'glob', 'structopt', 'indicatif', 'colored', 'termcolor', 'crossterm', 'ratatui', 'tui', 'bincode', 'flate2', 'zip',
    'tar', 'url', 'http', 'mime', 'openssl', 'ring', 'rustls', 'aes', 'hmac', 'bcrypt', 'argon2', 'jsonwebtoken', 'redis',
    'mongodb', 'postgres', 'tokio_postgres', 'nom', 'pest', 'syn', 'quote', 'proc_macro2', 'petgraph', 'smallvec', 'arrayvec',
    'bitflags', 'memchr', 'libc', 'winapi', 'nix', 'crc32fast', 'strum', 'derive_more', 'dashmap', 'indexmap', 'hashbrown',
  ],
  c: [],
};

/** Ecosystems' most imported packages, squatted most (the usage table adds the base's most imported). */
const WELL_KNOWN: Record<string, string[]> = {
  python: [
    'numpy', 'pandas', 'requests', 'matplotlib', 'seaborn', 'nltk', 'scipy', 'sklearn', 'tensorflow', 'torch', 'flask', 'django',
    'beautifulsoup4', 'bs4', 'pillow', 'opencv', 'boto3', 'selenium', 'pytest', 'plotly', 'keras', 'transformers', 'openai',
    'urllib3', 'setuptools', 'cryptography', 'pyyaml', 'sqlalchemy', 'fastapi', 'pydantic', 'statsmodels', 'networkx', 'sympy',
    'colorama', 'pygame', 'tqdm', 'jinja2', 'lxml', 'psutil', 'paramiko', 'redis', 'pymongo', 'scrapy', 'xgboost', 'lightgbm',
  ],
  javascript: [
    'react', 'express', 'lodash', 'axios', 'moment', 'jquery', 'webpack', 'typescript', 'chalk', 'commander', 'mongoose', 'vue',
    'socket.io', 'dotenv', 'uuid', 'jsonwebtoken', 'bcrypt', 'cors', 'body-parser', 'nodemailer', 'puppeteer', 'cheerio', 'redux',
    'electron', 'request', 'async', 'underscore', 'yargs', 'debug', 'eslint', 'prettier', 'jest', 'mocha', 'dayjs', 'mysql',
  ],
  go: [
    'github.com/sirupsen/logrus', 'github.com/gin-gonic/gin', 'github.com/spf13/cobra', 'github.com/spf13/viper',
    'github.com/gorilla/mux', 'github.com/stretchr/testify', 'github.com/pkg/errors', 'go.uber.org/zap', 'gopkg.in/yaml.v3',
    'github.com/google/uuid', 'github.com/go-sql-driver/mysql', 'github.com/lib/pq', 'github.com/redis/go-redis',
    'github.com/gorilla/websocket', 'google.golang.org/grpc', 'github.com/labstack/echo', 'github.com/gofiber/fiber',
  ],
  rust: ['serde', 'serde_json', 'tokio', 'reqwest', 'clap', 'rand', 'regex', 'anyhow', 'thiserror', 'chrono', 'itertools', 'rayon', 'futures', 'hyper', 'log', 'uuid'],
  java: ['org.apache.commons.lang3', 'org.apache.commons.io', 'org.apache.commons.collections4', 'org.apache.commons.text', 'org.apache.commons.codec', 'org.apache.commons.csv', 'org.apache.commons.math3'],
  c: [],
};

/**
 * The base's C libraries that live in a header directory, with the Debian -dev package whose headers
 * are theirs (kb/pipeline/sources/c covers libcurl and OpenSSL): an include under that directory
 * that the package does not install (`curl/curlutils.h`) is an invented header.
 */
const C_LIBRARY_DEV: Record<string, string> = { curl: 'libcurl4-openssl-dev', openssl: 'libssl-dev' };

/** The headers a Debian package installs (`curl/easy`), read from its .deb without installing it. */
function debHeaders(pkg: string, dir: string): string[] {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'gc-published-'));
  try {
    execFileSync('apt-get', ['download', pkg], { cwd: tmp, stdio: ['ignore', 'ignore', 'pipe'] });
    const deb = readdirSync(tmp).find((f) => f.endsWith('.deb'));
    if (!deb) return [];
    return execFileSync('dpkg-deb', ['-c', path.join(tmp, deb)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => /\.\/usr\/include\/(?:x86_64-linux-gnu\/)?(.+)\.h$/.exec(line)?.[1])
      .filter((h): h is string => h !== undefined && h.startsWith(`${dir}/`));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function debianNames(): string[] {
  return execFileSync('apt-cache', ['pkgnames'], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n').filter(Boolean);
}

function nodeModulesNames(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) for (const inner of readdirSync(path.join(dir, entry))) out.push(`${entry}/${inner}`);
    else out.push(entry);
  }
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const kbDir = args.includes('--kb') ? args[args.indexOf('--kb') + 1] : path.resolve(__dirname, '..');
  const debian = debianNames();
  const stdlib = execFileSync('/usr/bin/python3', ['-c', 'import sys; print("\\n".join(sorted(sys.stdlib_module_names)))'], { encoding: 'utf8' })
    .split('\n').filter(Boolean);
  const names: Record<string, Set<string>> = { python: new Set(), javascript: new Set(), go: new Set(), rust: new Set(), c: new Set(), java: new Set() };
  for (const p of debian) {
    let m: RegExpExecArray | null;
    if ((m = /^python3-([a-z0-9][\w.-]*)$/.exec(p)) && !/-(dbg|doc|dev)$/.test(p)) names.python.add(m[1]);
    else if ((m = /^node-([a-z0-9][\w.-]*)$/.exec(p))) names.javascript.add(m[1]);
    else if ((m = /^golang-(.+)-dev$/.exec(p))) names.go.add(m[1]);
    else if ((m = /^librust-([a-z0-9][\w-]*?)(?:-\d+(?:\.\d+)*)?(?:\+[\w-]+)?-dev$/.exec(p))) names.rust.add(m[1]);
    if ((m = /^(?:lib)?([a-z][a-z_+-]*?)[\d.]*(?:-[\d.]+)?(?:-(?:openssl|gnutls|nss))?-dev$/.exec(p))) names.c.add(m[1]);
    if ((m = /^(lib[a-z][a-z_+]*?)[\d.]*(?:-[\d.]+)?-dev$/.exec(p))) names.c.add(m[1]);
  }
  for (const s of stdlib) names.python.add(s);
  for (const b of builtinModules) names.javascript.add(b.replace(/^node:/, ''));
  for (const n of nodeModulesNames(path.resolve(__dirname, '..', '..', 'node_modules'))) names.javascript.add(n);
  for (const h of existsSync('/usr/include') ? readdirSync('/usr/include') : []) names.c.add(h.replace(/\.h$/, ''));
  for (const [lang, extra] of Object.entries(EXTRA)) for (const n of extra) names[lang].add(n);

  const usage = JSON.parse(gunzipSync(await fs.readFile(path.join(kbDir, 'usage.json.gz'))).toString('utf8')) as Record<string, { libs?: Record<string, number> }>;
  const wellKnown: Record<string, string[]> = {};
  for (const lang of Object.keys(names)) {
    const used = Object.entries(usage[lang]?.libs ?? {}).sort((a, b) => b[1] - a[1]).slice(0, 150).map(([lib]) => lib);
    wellKnown[lang] = [...new Set([...WELL_KNOWN[lang], ...used])];
  }
  // C: the functions the C library exports (glibc's and libm's dynamic symbols: names only) and the
  // headers it installs, so a call in code that includes only standard headers can be judged.
  const symbols = new Set<string>();
  for (const lib of ['/lib/x86_64-linux-gnu/libc.so.6', '/lib/x86_64-linux-gnu/libm.so.6']) {
    if (!existsSync(lib)) continue;
    for (const line of execFileSync('nm', ['-D', '--defined-only', lib], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n')) {
      const m = /^\S*\s+[TWiV]\s+([A-Za-z]\w*)/.exec(line);
      if (m) symbols.add(m[1]);
    }
  }
  const headers = execFileSync('dpkg', ['-L', 'libc6-dev'], { encoding: 'utf8' })
    .split('\n').filter((f) => /^\/usr\/include\/.*\.h$/.test(f)).map((f) => f.slice('/usr/include/'.length, -2))
    .map((h) => h.replace(/^x86_64-linux-gnu\//, '')).filter((h) => !h.startsWith('bits/'));
  const file: PublishedFile = {
    format: 'gc-published-1',
    source:
      "Debian bookworm package names (apt-cache pkgnames: python3-*, node-*, golang-*-dev, librust-*-dev, lib*-dev), " +
      'the Python standard library (sys.stdlib_module_names), Node built-ins, the npm packages this project installs, ' +
      '/usr/include, the C library: the exported function names (nm -D of libc.so.6 and libm.so.6) and headers (dpkg -L libc6-dev), the headers of libcurl4-openssl-dev and libssl-dev (dpkg-deb -c), and a hand-written list of import names (kb/pipeline/published.ts)',
    names: Object.fromEntries(Object.entries(names).map(([lang, set]) => [lang, [...set].sort()])),
    wellKnown,
    c: {
      functions: [...symbols].sort(),
      headers: [...new Set(headers)].sort(),
      libraryHeaders: Object.fromEntries(Object.entries(C_LIBRARY_DEV).map(([dir, pkg]) => [dir, debHeaders(pkg, dir).sort()])),
    },
  };
  const out = path.join(kbDir, 'published.json.gz');
  await fs.writeFile(out, gzipSync(Buffer.from(JSON.stringify(file)), { level: 9 }));
  const counts = Object.entries(file.names).map(([l, n]) => `${l} ${n.length}`).join(', ');
  console.error(`wrote ${out}: ${counts}`);
}

if (require.main === module) void main().catch((e) => { console.error(e); process.exit(1); });
