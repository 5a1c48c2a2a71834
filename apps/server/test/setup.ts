// Runs in every integration test file: its temp folders go once its own after-hooks have run.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs.js';

afterAll(removeTempDirs);
