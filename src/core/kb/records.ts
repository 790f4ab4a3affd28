/**
 * Records of one language, by position. The shipped base keeps them as their JSON lines and parses a
 * record only when a query returns it: parsing every record up front would cost most of start-up.
 */
import type { ApiRecord } from './types';

export interface RecordStore {
  readonly size: number;
  get(index: number): ApiRecord;
}

export class ParsedRecords implements RecordStore {
  constructor(private readonly records: readonly ApiRecord[]) {}
  get size(): number {
    return this.records.length;
  }
  get(index: number): ApiRecord {
    return this.records[index];
  }
}

export class LazyRecords implements RecordStore {
  private readonly parsed = new Map<number, ApiRecord>();
  constructor(private readonly lines: readonly string[]) {}
  get size(): number {
    return this.lines.length;
  }
  get(index: number): ApiRecord {
    let record = this.parsed.get(index);
    if (!record) {
      record = JSON.parse(this.lines[index]) as ApiRecord;
      // Results repeat across queries; a bounded cache keeps the common ones parsed.
      if (this.parsed.size > 20000) this.parsed.clear();
      this.parsed.set(index, record);
    }
    return record;
  }
}
