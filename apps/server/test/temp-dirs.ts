// Temp folders of the integration tests: made inside the run's folder (test/global-setup.ts) and removed
// after the test file that made them (test/setup.ts), so that a run never holds more than one file's
// PGlite data folders (about 40 MB each) at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new folder, removed once the current test file has finished. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(process.env.TEST_TEMP_ROOT ?? os.tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
