import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import {
  checkKey,
  cleanFileName,
  contentDisposition,
  contentMatches,
  displayName,
  LEAF_MAX_BYTES,
  objectKey,
} from './names.js';

const dir = '6f1c2a4e-1111-4222-8333-944455556666/avatar/0123456789abcdef/';

describe('object keys', () => {
  it('builds dir + unix seconds + the name without special characters and spaces', () => {
    const at = new Date('2025-03-01T08:00:00Z');
    expect(objectKey(dir, '我的 头像(1)!.PNG', at)).toBe(`${dir}1740816000我的头像1.png`);
    expect(objectKey(dir, 'report v2.final.pdf', at)).toBe(`${dir}1740816000reportv2final.pdf`);
  });

  it('cannot be steered out of its directory by the file name', () => {
    for (const name of [
      '../../etc/passwd',
      '..\\..\\boot.ini',
      '/etc/shadow',
      'C:\\Windows\\win.ini',
      'a\u0000.png',
      '\uff0e\uff0e\uff0fsecret.png', // full-width "../", NFKC-folded to ASCII then stripped
      '\u2025\u2215x.png', // two-dot leader and division slash
      'x\u202egnp.exe', // right-to-left override
      '....',
    ]) {
      const cleaned = cleanFileName(name);
      expect(cleaned).toMatch(/^[\p{L}\p{N}_-]+(\.[a-z0-9]+)?$/u);
      expect(() => checkKey(objectKey(dir, name))).not.toThrow();
    }
    expect(cleanFileName('....')).toBe('file');
  });

  it('refuses keys that are not dir + seconds + a cleaned name', () => {
    for (const key of [
      `${dir}../../../etc/passwd`,
      `${dir}1740816000../x.png`,
      `${dir}1740816000a/b.png`,
      `/${dir}1740816000a.png`,
      `${dir}1740816000a\u0000.png`,
      `${dir}1740816000a%2F.png`,
      `${dir}174081600a.png`,
      `platform/avatar/../1740816000a.png`,
      `6f1c2a4e-1111-4222-8333-944455556666/other/0123456789abcdef/1740816000a.png`,
      `${dir}1740816000e\u0301.png`, // not NFC
    ]) {
      expect(() => checkKey(key), key).toThrow(AppError);
    }
    expect(checkKey(`${dir}1740816000头像.png`)).toEqual({ dir, category: 'avatar' });
  });

  it('shortens long names to fit a 255-byte path segment, whole characters only, extension kept', () => {
    const at = new Date('2025-03-01T08:00:00Z');
    const leafOf = (name: string) => objectKey(dir, name, at).slice(dir.length);
    const chinese = leafOf(`${'长'.repeat(300)}.docx`);
    // 255 - 10 digits - ".docx" = 240 bytes = 80 characters of 3 bytes.
    expect(chinese).toBe(`1740816000${'长'.repeat(80)}.docx`);
    expect(Buffer.byteLength(chinese)).toBeLessThanOrEqual(LEAF_MAX_BYTES);
    expect(leafOf(`${'a'.repeat(300)}.pdf`)).toBe(`1740816000${'a'.repeat(100)}.pdf`);
    expect(leafOf(`a${'𠀀'.repeat(100)}.pdf`)).toBe(`1740816000a${'𠀀'.repeat(60)}.pdf`);
    expect(leafOf('长'.repeat(300))).toBe(`1740816000${'长'.repeat(81)}`);
    for (const name of [`${'长'.repeat(300)}.docx`, `a${'𠀀'.repeat(100)}.pdf`, 'ü'.repeat(200)]) {
      expect(() => checkKey(objectKey(dir, name, at)), name).not.toThrow();
    }
  });

  it('refuses a key whose last segment is over 255 bytes, saying so', () => {
    expect(() => checkKey(`${dir}1740816000${'长'.repeat(81)}.png`)).toThrow(
      'key：文件名过长：时间戳加文件名最多 255 字节（汉字每字 3 字节）',
    );
    expect(() => checkKey(`${dir}1740816000${'长'.repeat(80)}.png`)).not.toThrow();
  });
});

describe('recorded names', () => {
  it('keeps what the browser sent, cut to 255 characters with the extension kept', () => {
    expect(displayName('C:\\docs\\质量 手册.pdf', 'x/1740816000质量手册.pdf')).toBe('质量 手册.pdf');
    expect(displayName(`${'长'.repeat(300)}.pdf`, 'k')).toBe(`${'长'.repeat(251)}.pdf`);
    // Never half of a surrogate pair (a lone one cannot be encoded for Content-Disposition).
    const astral = displayName(`a${'𠀀'.repeat(300)}`, 'k');
    expect([...astral]).toHaveLength(255);
    expect(() => contentDisposition('attachment', astral)).not.toThrow();
    expect(displayName('', `${dir}1740816000说明.pdf`)).toBe('说明.pdf');
    expect(displayName(undefined, `${dir}1740816000说明.pdf`)).toBe('说明.pdf');
  });
});

describe('downloads', () => {
  it('names Chinese files with RFC 5987 filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', '质量手册(2025).pdf')).toBe(
      `attachment; filename="____(2025).pdf"; filename*=UTF-8''%E8%B4%A8%E9%87%8F%E6%89%8B%E5%86%8C%282025%29.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c\r\n.png')).toBe(
      `inline; filename="abc.png"; filename*=UTF-8''abc.png`,
    );
  });

  it('recognises a file by its first bytes', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(contentMatches('png', png)).toBe(true);
    expect(contentMatches('png', Buffer.from('<html><script>'))).toBe(false);
    expect(contentMatches('jpg', png)).toBe(false);
    expect(contentMatches('txt', Buffer.from('anything'))).toBe(true);
  });
});
