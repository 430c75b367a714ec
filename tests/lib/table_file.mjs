// Table files for tests, made from the format as docs/cli.md and tables/blob.hpp describe it
// (not with the core): "CUBELAB1", the table's name in 24 bytes, the format version (u32), the
// payload's size (u64) and its FNV-1a checksum (u64), little-endian, then the payload. A header
// alone, cut or padded with zeros to any length, gives a truncated file, another kind or another
// version without building a 139 MB table; a full-length file is sparse on disk.
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';

export const HEADER_BYTES = 52;
export const OPTIMAL_PAYLOAD = 140_720_328; // the optimal (and optimal-qtm) table's entries

export function tableHeader({ name, version = 1, payload = OPTIMAL_PAYLOAD, checksum = 0n }) {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('CUBELAB1', 0, 'latin1');
  header.write(name, 8, 24, 'latin1');
  header.writeUInt32LE(version, 32);
  header.writeBigUInt64LE(BigInt(payload), 36);
  header.writeBigUInt64LE(checksum, 44);
  return header;
}

// Writes `header` (or any bytes) at the start of `file`, which then has `length` bytes (zeros after).
export function writeTableFile(file, bytes, length = bytes.length) {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, bytes, 0, Math.min(bytes.length, length));
    ftruncateSync(fd, length);
  } finally {
    closeSync(fd);
  }
}
