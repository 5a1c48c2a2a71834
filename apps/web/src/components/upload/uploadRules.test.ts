import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  cleanFileName,
  countRefusal,
  fileRefusal,
  IMAGE_EXTENSIONS,
  objectKey,
} from './uploadRules';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it('accepts only the listed types, case-insensitively', () => {
    const images = { accept: IMAGE_EXTENSIONS, limitMb: 10 };
    expect(fileRefusal({ name: 'photo.JPG', size: 10 }, images)).toBeUndefined();
    expect(fileRefusal({ name: 'scan.bmp', size: 10 }, images)).toBeUndefined();
    expect(fileRefusal({ name: 'icon.svg', size: 10 }, images)).toBe(
      '不支持的文件类型 .svg，仅支持 png、jpg、jpeg、bmp',
    );
    expect(fileRefusal({ name: 'noextension', size: 10 }, images)).toBe(
      '不支持的文件类型，仅支持 png、jpg、jpeg、bmp',
    );
    expect(fileRefusal({ name: 'photo.png.exe', size: 10 }, images)).toMatch(/\.exe/);
  });

  it('refuses files over the size limit and empty files', () => {
    const rules = { accept: ['pdf'], limitMb: 2 };
    expect(fileRefusal({ name: 'a.pdf', size: 2 * MB }, rules)).toBeUndefined();
    expect(fileRefusal({ name: 'a.pdf', size: 2 * MB + 1 }, rules)).toBe('文件大小不能超过 2MB');
    expect(fileRefusal({ name: 'a.pdf', size: 0 }, rules)).toBe('文件不能为空');
  });

  it('counts the files already held and those chosen before in the same selection', () => {
    expect(countRefusal(0, 0, 1)).toBeUndefined();
    expect(countRefusal(1, 0, 1)).toBe('最多上传 1 个文件');
    expect(countRefusal(8, 1, 10)).toBeUndefined();
    expect(countRefusal(8, 2, 10)).toBe('最多上传 10 个文件');
  });

  it('shortens a long Chinese name so the key fits the storage host (extension kept), as the server does', () => {
    const key = objectKey('t/file/0123456789abcdef/', `${'质'.repeat(300)}.pdf`, 1_700_000_000_000);
    const leaf = key.slice(key.lastIndexOf('/') + 1);

    expect(new TextEncoder().encode(leaf).length).toBeLessThanOrEqual(255);
    expect(leaf).toBe(`1700000000${'质'.repeat(80)}.pdf`);
  });

  it('builds the key from dir, unix seconds and the name without special characters and spaces', () => {
    const at = Date.parse('2025-03-01T08:00:00Z');
    expect(objectKey('t/avatar/ab/', '我的 头像(1)!.PNG', at)).toBe('t/avatar/ab/1740816000我的头像1.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\fakepath\\季度 报告.v2.pdf')).toBe('季度报告v2.pdf');
    expect(cleanFileName('!!!.png')).toBe('file.png');
  });

  it('offers the listed types in the file chooser', () => {
    expect(acceptAttribute(['png', 'jpg'])).toBe('.png,.jpg');
  });
});
