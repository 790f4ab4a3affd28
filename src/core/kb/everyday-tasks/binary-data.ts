/**
 * Everyday tasks of binary data: bits rotated, integers packed into bytes in a byte order and read back, host and
 * network byte order, a file mapped into memory or locked against other processes. Asked before these entries were
 * written (round twelve, with number-kinds.ts): "pack an integer into bytes in little-endian order" found
 * JavaScript's `Math.floor` and `FontFaceSet.check`, "convert bytes to an integer" Go's `strconv.ParseUint` and
 * JavaScript's `parseInt` (text, not bytes), "rotate the bits of an integer to the left" Rust's
 * `VecDeque::rotate_left`, "lock a file so other processes cannot write it" Java's `ReentrantLock.lock` (a lock
 * between threads) and Python's `threading.RLock`.
 */
import type { EverydayTask } from './task';

/** An order of bytes named ("little-endian", "big endian", "network byte order"). */
const BYTE_ORDER = String.raw`(?:little|big)[\s-]?endian(?:ness)?|(?:network|host)\s+byte\s+order|byte\s+order|endianness`;

export const BINARY_DATA_TASKS: readonly EverydayTask[] = [
  {
    task: 'rotate the bits of an integer',
    // Or a rotation said beside the shifts of a bitwise task ("left shift, right shift, and left and right rotation").
    pattern: /\brotat(?:e|es|ing|ion)\s+(?:of\s+)?(?:the\s+)?bits?\b|\bbit(?:wise)?\s+rotat(?:e|ion)\b|\b(?:circular|cyclic)\s+(?:bit\s+)?shift\b|\b(?:left|right)\s+(?:and\s+(?:left|right)\s+)?rotations?\b/i,
    calls: {
      java: ['java.lang.Integer.rotateLeft', 'java.lang.Integer.rotateRight', 'java.lang.Long.rotateLeft'],
      go: ['math/bits.RotateLeft32', 'math/bits.RotateLeft64', 'math/bits.RotateLeft'],
      rust: ['u32::rotate_left', 'u32::rotate_right', 'u64::rotate_left'],
    },
  },
  {
    task: 'pack an integer into bytes',
    pattern: new RegExp(
      String.raw`\b(?:pack|packs|packing|convert|converts|converting|encode|encodes|encoding|write|writes|writing|serialize|turn)\s+(?:an?\s+|the\s+)?(?:\d+[\s-]bit\s+|unsigned\s+|signed\s+)?(?:integers?|ints?|numbers?|longs?|floats?|doubles?|uint32|uint64)\s+(?:in)?to\s+(?:an?\s+)?(?:bytes|byte\s+(?:array|slice|buffer)|binary)\b|\b(?:integers?|numbers?)\s+(?:in)?to\s+bytes\s+(?:in\s+)?(?:${BYTE_ORDER})`,
      'i',
    ),
    calls: {
      c: ['memcpy', 'htonl'],
      java: ['java.nio.ByteBuffer.putInt', 'java.nio.ByteBuffer.order', 'java.nio.ByteBuffer.allocate'],
      go: ['encoding/binary.ByteOrder.PutUint32', 'encoding/binary.LittleEndian', 'encoding/binary.BigEndian'],
      javascript: ['Buffer.writeUInt32LE', 'Buffer.writeUInt32BE', 'DataView.setUint32'],
      rust: ['u32::to_le_bytes', 'u32::to_be_bytes', 'i32::to_le_bytes'],
      python: ['struct.pack', 'builtins.int.to_bytes'],
    },
  },
  {
    task: 'read an integer from bytes',
    pattern:
      /\b(?:convert|converts|converting|decode|decodes|decoding|read|reads|reading|parse|parses|parsing|unpack|unpacks|unpacking|turn)\s+(?:an?\s+|the\s+|these\s+|four\s+|eight\s+)?(?:bytes|byte\s+(?:array|slice|buffer)|binary\s+data)\s+(?:in)?to\s+(?:an?\s+)?(?:\d+[\s-]bit\s+|unsigned\s+|signed\s+)?(?:integer|int|number|long|uint32|uint64|float|double)\b|\b(?:integer|int|number)\s+from\s+(?:an?\s+|the\s+)?(?:bytes|byte\s+(?:array|slice|buffer))\b/i,
    calls: {
      c: ['memcpy', 'ntohl'],
      java: ['java.nio.ByteBuffer.wrap', 'java.nio.ByteBuffer.getInt', 'java.nio.ByteBuffer.order'],
      go: ['encoding/binary.ByteOrder.Uint32', 'encoding/binary.BigEndian', 'encoding/binary.LittleEndian'],
      javascript: ['Buffer.readUInt32BE', 'Buffer.readUInt32LE', 'DataView.getUint32'],
      rust: ['u32::from_le_bytes', 'u32::from_be_bytes', 'i32::from_le_bytes'],
      python: ['builtins.int.from_bytes', 'struct.unpack'],
    },
  },
  {
    task: 'convert between host and network byte order',
    pattern: /\b(?:host|network)\s+(?:to\s+network\s+|to\s+host\s+)?byte\s+order\b|\b(?:swap|reverse|change|convert)\s+(?:the\s+)?(?:byte\s+order|endianness|bytes\s+of\s+an?\s+(?:integer|int|word))\b|\b(?:htonl|htons|ntohl|ntohs)\b/i,
    calls: {
      c: ['htonl', 'htons', 'ntohl', 'ntohs'],
      go: ['encoding/binary.BigEndian'],
      rust: ['u32::to_be', 'u32::swap_bytes', 'u32::from_be'],
      java: ['java.lang.Integer.reverseBytes', 'java.nio.ByteBuffer.order'],
      python: ['socket.htonl', 'socket.htons', 'socket.ntohl'],
    },
  },
  {
    task: 'map a file into memory',
    pattern: /\bmemory[\s-]?map(?:s|ped|ping)?\b|\bmmap\b|\bmap\s+(?:an?\s+|the\s+)?(?:whole\s+|large\s+)?file\s+into\s+memory\b|\bmemory[\s-]mapped\s+files?\b/i,
    calls: {
      c: ['mmap', 'munmap'],
      java: ['java.nio.channels.FileChannel.map'],
      go: ['syscall.Mmap'],
      rust: ['memmap2::Mmap::map', 'memmap2::Mmap'],
      python: ['mmap.mmap'],
    },
  },
  {
    // A lock on a file, between processes; a lock between threads is a mutex (concurrency.ts).
    task: 'lock a file against other processes',
    pattern:
      /\b(?:lock|locks|locking|unlock)\s+(?:an?\s+|the\s+)?(?:whole\s+)?(?:file|lock\s*file)\b|\bfile\s+lock(?:s|ing)?\b|\b(?:exclusive|advisory|shared)\s+locks?\s+on\s+(?:an?\s+|the\s+)?file\b|\bflock\b/i,
    calls: {
      c: ['flock', 'fcntl', 'lockf'],
      java: ['java.nio.channels.FileChannel.lock', 'java.nio.channels.FileChannel.tryLock'],
      rust: ['std::fs::File::lock', 'std::fs::File::try_lock'],
      python: ['fcntl.flock', 'fcntl.lockf'],
    },
  },
];
