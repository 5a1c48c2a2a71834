// One temp folder for the whole integration run: tempDir (temp-dirs.ts) makes its folders inside it (PGlite
// data folders of about 40 MB each, upload stores, migration copies). Each file removes its own; this
// removes whatever is left when the run ends. Before, every run left about half a gigabyte in /tmp.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-integration-'));
  // Read by the test workers, which start after this.
  process.env.TEST_TEMP_ROOT = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
