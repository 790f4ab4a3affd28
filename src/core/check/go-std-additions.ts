/**
 * The base's Go standard library is Debian bookworm's Go 1.19. Code written for newer Go uses packages
 * and functions added since; they are real, so the checker must not call them invented. Written from
 * the Go release notes (1.20 to 1.25): the packages added, and the exported names added to packages
 * 1.19 already had, by package.
 */
export const GO_STD_PACKAGES_SINCE_119 = new Set([
  'slices', 'maps', 'cmp', 'iter', 'log/slog', 'math/rand/v2', 'unique', 'structs', 'weak', 'crypto/ecdh', 'crypto/mlkem',
  'crypto/hkdf', 'crypto/pbkdf2', 'crypto/sha3', 'crypto/fips140', 'testing/synctest', 'testing/slogtest', 'go/version',
  'internal/abi', 'arena',
]);

export const GO_STD_NAMES_SINCE_119: Record<string, readonly string[]> = {
  errors: ['Join', 'ErrUnsupported', 'AsType'],
  strings: ['CutPrefix', 'CutSuffix', 'ContainsFunc', 'Lines', 'SplitSeq', 'SplitAfterSeq', 'FieldsSeq', 'FieldsFuncSeq'],
  bytes: ['Clone', 'CutPrefix', 'CutSuffix', 'ContainsFunc', 'Lines', 'SplitSeq', 'SplitAfterSeq', 'FieldsSeq', 'FieldsFuncSeq'],
  context: ['WithCancelCause', 'Cause', 'CancelCauseFunc', 'AfterFunc', 'WithoutCancel', 'WithDeadlineCause', 'WithTimeoutCause'],
  sync: ['OnceFunc', 'OnceValue', 'OnceValues'],
  time: ['DateTime', 'DateOnly', 'TimeOnly'],
  os: ['CopyFS', 'Root', 'OpenRoot', 'OpenInRoot', 'ErrProcessDone'],
  'net/http': ['NewResponseController', 'ResponseController', 'ServeFileFS', 'FileServerFS', 'NewFileTransportFS', 'ParseCookie', 'ParseSetCookie', 'Protocols', 'HTTP2Config', 'CrossOriginProtection'],
  reflect: ['TypeFor', 'SliceAt'],
  'crypto/rand': ['Text'],
  'math/big': [],
  testing: ['Testing'],
  'encoding/binary': ['Append', 'Encode', 'Decode', 'AppendByteOrder', 'NativeEndian'],
  'encoding/json': [],
  'go/ast': ['Unparen', 'Preorder'],
  'io/fs': ['FormatFileInfo', 'FormatDirEntry'],
  'path/filepath': ['IsLocal', 'Localize'],
  'net/netip': [],
  runtime: ['AddCleanup', 'Pinner'],
  'runtime/debug': ['SetMemoryLimit', 'WriteHeapDump'],
  'sync/atomic': ['And', 'Or'],
  unicode: [],
  'unicode/utf16': ['AppendRune', 'RuneLen'],
  'hash/maphash': ['Bytes', 'String', 'Comparable', 'WriteComparable'],
  'math/rand': ['N'],
  'database/sql': ['Null'],
  'archive/tar': [],
  'archive/zip': [],
  'crypto/tls': ['QUICConn', 'QUICConfig', 'VersionName', 'CipherSuiteName'],
  'crypto/x509': ['SetFallbackRoots', 'OID', 'OIDFromInts', 'ParseOID'],
  'go/types': ['Unalias', 'NewAlias', 'Alias'],
  'os/exec': [],
  'log': [],
  flag: ['BoolFunc'],
  fmt: ['Append', 'Appendf', 'Appendln', 'FormatString'],
  'html/template': [],
  'net/url': ['JoinPath'],
  'text/template': [],
};

const lookup = new Map(Object.entries(GO_STD_NAMES_SINCE_119).map(([pkg, names]) => [pkg, new Set(names)]));

export function isGoStdAddition(pkg: string, name: string): boolean {
  return lookup.get(pkg)?.has(name) ?? false;
}
