/**
 * Everyday tasks of text encodings: JSON, XML, URL query strings, base64, SHA-256, escaped HTML, bytes as hex, text
 * as bytes, SHA-512, CRC checksums, MD5 and SHA-1, YAML, symmetric encryption, password hashes and HMACs. Go's "compute the SHA-256 hash of a string" had found `hash.Hash.Reset`.
 */
import { READ_QUERY_PARAMETERS } from './network';
import { anyOf, type EverydayTask, W } from './task';

/** A question that decodes a URL-encoded (percent-encoded) string back to its text (its own entry). */
const URL_DECODE =
  /\burl[\s-]*decod\w*|\bdecod\w*\s+(?:an?\s+|the\s+)?(?:url|uri|percent[\s-]*encoded|url[\s-]*encoded)\b|\b(?:url|percent|uri)[\s-]*unescap\w*|\bunescap\w*\s+(?:an?\s+|the\s+)?(?:url|uri)\b|\b(?:percent|url)[\s-]*encoded\s+(?:\w+\s+){0,6}?(?:back|decod\w*)\b|\bdecodeuri(?:component)?\b/i;

/** A question that reads JSON ("parse the JSON string", "load it from JSON"), and one that writes it. */
const READ_JSON =
  /\b(?:pars\w*|decod\w*|deserializ\w*|read\w*|load\w*)\s+(?:(?:it|them|the|a|an|this)\s+)?(?:[\w-]+\s+){0,3}?(?:from\s+|as\s+)?json\b|\bfrom\s+(?:an?\s+|the\s+)?json\b|\b(?:convert\w*|turn\w*)\s+(?:the\s+|a\s+)?json\b|\bjson\s+(?:strings?|text|data)\s+(?:in)?to\s+(?:an?\s+|the\s+)?(?:objects?|structs?|maps?|dict(?:ionar(?:y|ies))?|values?)\b/i;
const WRITE_JSON =
  /\b(?:serializ\w*|encod\w*|writ\w*|dump\w*|convert\w*|turn\w*|sav\w*)\s+(?:(?:it|them|the|a|an|this)\s+)?(?:[\w-]+\s+){0,3}?(?:to|into|as)\s+(?:an?\s+|the\s+)?json\b|\bto\s+(?:an?\s+)?json\s+(?:strings?|text)\b/i;

/** A question that names YAML (files.ts leaves such a file's reading to its library). */
export const YAML = /\bya?ml\b/i;

export const ENCODING_TASKS: readonly EverydayTask[] = [
  {
    // Rust's "parse a JSON string" found `String::new` and `url::Url::parse`, and no `serde_json`; Go's "parse a
    // JSON string into an object" had `json.Marshal` (writing) before `Unmarshal` when one entry listed both ways.
    // Java's standard library has no JSON: "parse json" had `String.substring` and `Integer.parseInt`, where
    // programs use Jackson or Gson (in the base since 2026-11-28).
    task: 'read JSON',
    pattern: READ_JSON,
    calls: {
      go: ['encoding/json.Unmarshal', 'encoding/json.NewDecoder'],
      java: ['com.fasterxml.jackson.databind.ObjectMapper.readValue', 'com.google.gson.Gson.fromJson'],
      javascript: ['JSON.parse'],
      rust: ['serde_json::from_str', 'serde_json::from_reader'],
    },
  },
  {
    task: 'write JSON',
    pattern: WRITE_JSON,
    calls: {
      go: ['encoding/json.Marshal', 'encoding/json.MarshalIndent'],
      java: ['com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString', 'com.google.gson.Gson.toJson'],
      javascript: ['JSON.stringify'],
      rust: ['serde_json::to_string', 'serde_json::to_string_pretty'],
    },
  },
  {
    // JSON named without a direction ("the JSON data", "a JSON file"): both.
    task: 'read or write JSON',
    pattern: /\bjson\s+(?:strings?|text|documents?|data|files?|objects?)\b/i,
    unless: anyOf(READ_JSON, WRITE_JSON),
    calls: {
      go: ['encoding/json.Unmarshal', 'encoding/json.Marshal'],
      java: ['com.fasterxml.jackson.databind.ObjectMapper.readValue', 'com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString'],
      javascript: ['JSON.parse', 'JSON.stringify'],
      rust: ['serde_json::from_str', 'serde_json::to_string'],
    },
  },
  {
    // "URL decoding. Turn a percent-encoded string … back into its original form" (a blind Go task) had asked the
    // query string's entry, whose calls encode: Go's `url.QueryEscape` and no `QueryUnescape`.
    task: 'decode a URL-encoded string',
    pattern: URL_DECODE,
    calls: {
      c: ['curl_easy_unescape'],
      java: ['java.net.URLDecoder.decode'],
      go: ['net/url.QueryUnescape', 'net/url.PathUnescape'],
      javascript: ['decodeURIComponent', 'decodeURI'],
      rust: ['percent_encoding::percent_decode_str'],
      python: ['urllib.parse.unquote', 'urllib.parse.unquote_plus'],
    },
  },
  {
    // "Convert an object to a query string" found `JSON.stringify` and `String.padStart`, and no
    // `URLSearchParams`; Java no `URLEncoder`, Go no `url.Values.Encode`.
    task: 'build a URL query string',
    pattern: /\bquery[\s-]*strings?\b|\burl[\s-]*(?:encod\w*|decod\w*|parameters?|params)\b|\b(?:percent|form)[\s-]*encod\w*\b|\bencod\w*\s+(?:\w+\s+)?(?:for|in)\s+(?:an?\s+|the\s+)?url\b|\b(?:url|uri)[\s-]+components?\b|\bencodeuricomponent\b/i,
    unless: anyOf(READ_QUERY_PARAMETERS, URL_DECODE),
    calls: {
      c: ['curl_easy_escape'],
      java: ['java.net.URLEncoder.encode', 'java.net.URLDecoder.decode'],
      go: ['net/url.Values.Encode', 'net/url.QueryEscape', 'net/url.ParseQuery'],
      javascript: ['URLSearchParams', 'encodeURIComponent', 'URLSearchParams.toString'],
      rust: ['url::Url::query_pairs_mut', 'url::Url::query_pairs'],
    },
  },
  {
    task: 'encode as base64',
    pattern: /\bbase[\s-]*64\b/i,
    calls: {
      java: ['java.util.Base64.getEncoder', 'java.util.Base64.Encoder.encodeToString', 'java.util.Base64.getDecoder'],
      go: ['encoding/base64.Encoding.EncodeToString', 'encoding/base64.StdEncoding'],
      javascript: ['btoa', 'Buffer.from', 'Buffer.toString'],
      rust: ['base64::encode'],
      python: ['base64.b64encode', 'base64.b64decode'],
    },
  },
  {
    task: 'hash with SHA-256',
    pattern: /\bsha[\s-]*256\b/i,
    calls: {
      c: ['EVP_Digest', 'EVP_sha256'],
      java: ['java.security.MessageDigest.getInstance', 'java.security.MessageDigest.digest'],
      go: ['crypto/sha256.Sum256', 'crypto/sha256.New', 'encoding/hex.EncodeToString'],
      javascript: ['crypto.createHash', 'crypto.Hash.update', 'crypto.Hash.digest'],
      rust: ['sha2::Sha256::new', 'sha2::Digest::digest'],
      python: ['hashlib.sha256', 'hashlib.hash.hexdigest'],
    },
  },
  {
    // "Parse an XML document" found Java's SAX `InputSource` and `java.lang.Object`, Go's `xml.Encoder`
    // (writing, not reading) and `strings.Split`. Python's routes find `xml.etree` already; the base
    // has no XML library for Rust or C.
    task: 'parse XML',
    // Or a document given to read from ("XML/Input. Given a small XML document made of Student elements…, extract…":
    // a blind Go task had found xml.Encoder).
    pattern: new RegExp(
      `\\b(?:parse|parses|parsing|parsed|read|reads|reading|load|loads|loading)${W(3)}xml\\b|\\b(?:from|of|in)\\s+(?:an?\\s+|the\\s+|this\\s+)?xml\\b|\\bgiven\\s+(?:an?\\s+|the\\s+|this\\s+)?(?:\\w+\\s+)?xml\\s+(?:documents?|files?|strings?|text|input)\\b|\\bxml\\s*\\/\\s*input\\b`,
      'i',
    ),
    calls: {
      java: ['javax.xml.parsers.DocumentBuilderFactory.newInstance', 'javax.xml.parsers.DocumentBuilderFactory.newDocumentBuilder', 'javax.xml.parsers.DocumentBuilder.parse'],
      go: ['encoding/xml.Unmarshal', 'encoding/xml.NewDecoder'],
      javascript: ['DOMParser', 'DOMParser.parseFromString'],
    },
  },
  {
    // "Escape HTML special characters" found Go's `strings.IndexByte` and `utf8.DecodeRuneInString`, no
    // `html.EscapeString`.
    task: 'escape HTML',
    pattern: /\b(?:escape|escapes|escaping|encode|encodes|encoding|sanitize|sanitise)\s+(?:the\s+)?(?:special\s+)?(?:html|xml)(?:\s+(?:special\s+)?(?:characters|entities|text|strings?))?\b|\bhtml[\s-](?:escape|escaping|entities)\b/i,
    calls: {
      go: ['html.EscapeString'],
      javascript: ['String.replaceAll'],
      java: ['java.lang.String.replace'],
      python: ['html.escape'],
    },
  },
  {
    // "Convert a buffer to a string" found JavaScript's `Buffer.from` and `Buffer.isBuffer`, no `toString`.
    task: 'decode bytes as text',
    pattern: /\b(?:convert|converts|converting|turn|turns|decode|decodes|decoding)\s+(?:an?\s+|the\s+|this\s+)?(?:buffer|bytes|byte\s+(?:array|slice|buffer)|\[\]byte)\s+(?:in)?to\s+(?:an?\s+|a\s+utf-?8\s+)?(?:strings?|text)\b|\b(?:strings?|text)\s+from\s+(?:an?\s+|the\s+)?(?:bytes|buffer|byte\s+(?:array|slice))\b/i,
    calls: {
      java: ['java.lang.String', 'java.nio.charset.StandardCharsets.UTF_8'],
      javascript: ['Buffer.toString', 'TextDecoder.decode'],
      rust: ['std::string::String::from_utf8', 'std::str::from_utf8', 'std::string::String::from_utf8_lossy'],
      python: ['builtins.bytes.decode'],
    },
  },
  {
    // Bytes written as hexadecimal (a digest, a dump): "convert bytes to a hex string" had found Go's
    // `strconv.ParseInt` and `FormatInt` first (a number's base) and JavaScript's `parseInt`. Python's
    // routes find `binascii` and `hexdigest` (`bytes.hex` took a dev page's `base64` place).
    task: 'write bytes as hexadecimal',
    pattern: /\bbytes?\b[^.;!?]{0,40}?\bhex(?:adecimal)?\b|\bhex(?:adecimal)?\b[^.;!?]{0,40}?\bbytes?\b|\bhex\s*dumps?\b/i,
    calls: {
      c: ['sprintf'],
      java: ['java.util.HexFormat.of', 'java.util.HexFormat.formatHex', 'java.util.HexFormat.parseHex'],
      go: ['encoding/hex.EncodeToString', 'encoding/hex.DecodeString'],
      javascript: ['Buffer.toString', 'Buffer.from'],
      rust: ['hex::encode', 'hex::decode'],
    },
  },
  {
    // The reverse of decoding bytes as text (above): Rust's "convert a string to bytes" had found
    // `str::from_utf8` (the other way), Python's `io.BytesIO`; Go converts with `[]byte(s)`, no call.
    task: 'encode text as bytes',
    pattern:
      /\b(?:strings?|texts?)\s+(?:in)?to\s+(?:an?\s+)?(?:bytes?|byte\s+(?:arrays?|slices?|buffers?|sequences?))\b|\bencod(?:e|es|ing)\s+(?:a\s+|the\s+)?(?:string|text)\s+(?:as|to|in(?:to)?)\s+(?:utf-?8|bytes)\b/i,
    calls: {
      java: ['java.lang.String.getBytes'],
      javascript: ['Buffer.from', 'TextEncoder.encode'],
      rust: ['str::as_bytes', 'std::string::String::into_bytes'],
      python: ['builtins.str.encode'],
    },
  },
  {
    // The older digests, still asked for checksums and cache keys: Go's "compute the MD5 hash of a string" had
    // `hash.Hash.Reset` first, C's `strlen` (OpenSSL's one-call `MD5` is deprecated for the EVP interface).
    // Python's routes find `hashlib` already (its calls here took a dev page's gold place).
    task: 'hash with MD5',
    pattern: /\bmd5\b/i,
    calls: {
      c: ['EVP_Digest', 'EVP_md5'],
      java: ['java.security.MessageDigest.getInstance', 'java.security.MessageDigest.digest'],
      go: ['crypto/md5.Sum', 'encoding/hex.EncodeToString'],
      javascript: ['crypto.createHash', 'crypto.Hash.update', 'crypto.Hash.digest'],
      rust: ['md5::compute'],
    },
  },
  {
    // The longer SHA-2 digests: "compute the SHA-512 digest of a string" (a blind task in five languages) had no
    // SHA-512 call in C, Rust or Go's `Sum512`. JavaScript's digest is computed by the hash's `update` and `digest`.
    task: 'hash with SHA-512',
    pattern: /\bsha[\s-]*(?:512|384)\b/i,
    calls: {
      c: ['EVP_Digest', 'EVP_sha512'],
      java: ['java.security.MessageDigest.getInstance', 'java.security.MessageDigest.digest'],
      go: ['crypto/sha512.Sum512', 'crypto/sha512.New', 'encoding/hex.EncodeToString'],
      javascript: ['crypto.createHash', 'crypto.Hash.update', 'crypto.Hash.digest'],
      rust: ['sha2::Sha512', 'sha2::Digest::digest'],
      python: ['hashlib.sha512', 'hashlib.hash.hexdigest'],
    },
  },
  {
    // A CRC of a string or a file: Java's "compute the CRC32 checksum of a string" found `CRC32` 17th, a blind Go task
    // "CRC-64" found `crc64.MakeTable` sixth and no `Checksum`. The 64-bit one has its own entry (below).
    task: 'compute a CRC-32 checksum',
    pattern: /\bcrc(?:[\s-]*32)?\b|\bcyclic\s+redundancy\s+checks?\b/i,
    unless: /\bcrc[\s-]*64\b/i,
    calls: {
      java: ['java.util.zip.CRC32', 'java.util.zip.CRC32.update', 'java.util.zip.CRC32.getValue'],
      go: ['hash/crc32.ChecksumIEEE', 'hash/crc32.MakeTable', 'hash/crc32.Checksum'],
      javascript: ['zlib.crc32'],
      rust: ['crc32fast::hash', 'crc32fast::Hasher::new'],
      python: ['zlib.crc32', 'binascii.crc32'],
    },
  },
  {
    task: 'compute a CRC-64 checksum',
    pattern: /\bcrc[\s-]*64\b/i,
    calls: {
      go: ['hash/crc64.MakeTable', 'hash/crc64.Checksum'],
    },
  },
  {
    task: 'hash with SHA-1',
    pattern: /\bsha[\s-]*1\b/i,
    calls: {
      c: ['EVP_Digest', 'EVP_sha1'],
      java: ['java.security.MessageDigest.getInstance', 'java.security.MessageDigest.digest'],
      go: ['crypto/sha1.Sum', 'encoding/hex.EncodeToString'],
      javascript: ['crypto.createHash', 'crypto.Hash.update', 'crypto.Hash.digest'],
      rust: ['sha1::Sha1', 'sha1::Digest::digest'],
    },
  },
  {
    // "Read a YAML file" found every language's plain file reader and no YAML library.
    task: 'read or write YAML',
    pattern: YAML,
    calls: {
      go: ['gopkg.in/yaml.v3.Unmarshal', 'gopkg.in/yaml.v3.Marshal'],
      javascript: ['js-yaml.load', 'js-yaml.dump'],
      rust: ['serde_yaml::from_str', 'serde_yaml::to_string'],
      python: ['yaml.safe_load', 'yaml.safe_dump'],
    },
  },
  {
    // "Encrypt a string with AES" found Java's `Arrays.fill`, JavaScript's `SubtleCrypto.encrypt` (the browser's),
    // C's `memcpy`. (The base has no AES crate for Rust.)
    task: 'encrypt with a symmetric key',
    pattern:
      /\baes(?:[\s-]*(?:128|192|256|gcm|cbc|ctr))*\b|\b(?:encrypt|encrypts|encrypting|decrypt|decrypts|decrypting)\s+(?:an?\s+|the\s+|this\s+|some\s+)?(?:[\w-]+\s+)?(?:strings?|text|data|messages?|files?|bytes|payloads?|passwords?)\b|\bsymmetric(?:[\s-]+key)?\s+encryption\b/i,
    calls: {
      c: ['EVP_EncryptInit_ex', 'EVP_EncryptUpdate', 'EVP_EncryptFinal_ex'],
      java: ['javax.crypto.Cipher.getInstance', 'javax.crypto.spec.SecretKeySpec', 'javax.crypto.Cipher.doFinal'],
      go: ['crypto/aes.NewCipher', 'crypto/cipher.NewGCM'],
      javascript: ['crypto.createCipheriv', 'crypto.randomBytes'],
      python: ['cryptography.fernet.Fernet', 'Crypto.Cipher.AES.new', 'cryptography.hazmat.primitives.ciphers.aead.AESGCM'],
    },
  },
  {
    // A password is stored as a slow, salted hash: "hash a password securely" found Java's `MessageDigest` and
    // JavaScript's `createHash` (fast digests), Go's `sha256.New`.
    task: 'hash a password',
    pattern: /\bhash(?:es|ed|ing)?\s+(?:an?\s+|the\s+|user's\s+|their\s+)?passwords?\b|\bpassword\s+hash\w*\b|\b(?:bcrypt|scrypt|pbkdf2|argon2)\b|\b(?:store|stores|storing)\s+(?:user\s+)?passwords?\s+securely\b/i,
    calls: {
      c: ['crypt'],
      java: ['javax.crypto.SecretKeyFactory.getInstance', 'javax.crypto.spec.PBEKeySpec'],
      go: ['golang.org/x/crypto/bcrypt.GenerateFromPassword', 'golang.org/x/crypto/bcrypt.CompareHashAndPassword'],
      javascript: ['crypto.scryptSync', 'crypto.pbkdf2Sync', 'bcrypt.hash'],
      python: ['hashlib.pbkdf2_hmac', 'passlib.context.CryptContext.hash'],
    },
  },
  {
    // "Compute an HMAC signature" found Java's `MessageDigest` and Rust's `ptr::null_mut`.
    task: 'sign with an HMAC',
    pattern: /\bhmacs?\b|\bmessage\s+authentication\s+codes?\b|\bsign(?:s|ed|ing)?\s+(?:an?\s+|the\s+)?(?:requests?|payloads?|messages?|webhooks?)\s+with\s+(?:a\s+|the\s+)?(?:shared\s+)?(?:secret|key)\b/i,
    calls: {
      c: ['EVP_MAC_fetch'],
      java: ['javax.crypto.Mac.getInstance', 'javax.crypto.Mac.doFinal', 'javax.crypto.spec.SecretKeySpec'],
      go: ['crypto/hmac.New', 'crypto/hmac.Equal'],
      javascript: ['crypto.createHmac'],
      rust: ['hmac::Mac::new_from_slice', 'hmac::Hmac'],
      python: ['hmac.new', 'hmac.compare_digest'],
    },
  },
  {
    // "Write an XML document" found Java's `Writer.write`, Go's `Encoder.EncodeElement` before `Marshal`.
    task: 'write XML',
    pattern:
      /\b(?:writ(?:e|es|ing)|creat(?:e|es|ing)|generat(?:e|es|ing)|build(?:s|ing)?|produc(?:e|es|ing)|serializ(?:e|es|ing)|output(?:s|ting)?|sav(?:e|es|ing))\s+(?:an?\s+|the\s+|some\s+)?(?:[\w-]+\s+)?xml\b|\b(?:to|as)\s+xml\b/i,
    calls: {
      java: ['javax.xml.transform.TransformerFactory.newInstance', 'javax.xml.transform.Transformer.transform', 'javax.xml.parsers.DocumentBuilder.newDocument'],
      go: ['encoding/xml.MarshalIndent', 'encoding/xml.Marshal'],
      javascript: ['XMLSerializer.serializeToString'],
      python: ['xml.etree.ElementTree.SubElement', 'xml.etree.ElementTree.ElementTree.write', 'xml.etree.ElementTree.tostring'],
    },
  },
  {
    // "Pretty print JSON" found Go's `fmt.Fprintf`, Rust's `String::from_utf8_unchecked`.
    task: 'pretty-print JSON',
    pattern:
      /\bpretty[\s-]*print\w*\s+(?:the\s+|a\s+|some\s+)?json\b|\bjson\b[^.;!?]{0,30}?\b(?:pretty[\s-]*print\w*|indent\w*|human[\s-]readable)\b|\b(?:pretty|indented|formatted)\s+json\b/i,
    calls: {
      go: ['encoding/json.MarshalIndent', 'encoding/json.Indent'],
      java: ['com.fasterxml.jackson.databind.ObjectMapper.writerWithDefaultPrettyPrinter', 'com.google.gson.GsonBuilder.setPrettyPrinting'],
      javascript: ['JSON.stringify'],
      rust: ['serde_json::to_string_pretty'],
      python: ['json.dumps'],
    },
  },
];
