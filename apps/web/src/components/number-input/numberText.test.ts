import { describe, expect, it } from 'vitest';
import { clampNumberText, fixNumberPrecision, numberCharacters } from './numberText';

describe('numberCharacters', () => {
  it('strips all but digits and dots', () => {
    expect(numberCharacters('12a3')).toBe('123');
    expect(numberCharacters('-4.5e6 元')).toBe('4.56');
    expect(numberCharacters('１２')).toBe('');
    expect(numberCharacters('')).toBe('');
  });

  it('keeps only the first dot', () => {
    expect(numberCharacters('1.2.3')).toBe('1.23');
    expect(numberCharacters('..5')).toBe('.5');
    expect(numberCharacters('3.')).toBe('3.');
  });
});

describe('clampNumberText', () => {
  it('brings a value above the maximum down to it', () => {
    expect(clampNumberText('150', { min: 0, max: 100 })).toBe('100');
  });

  it('brings a value below the minimum up to it', () => {
    expect(clampNumberText('5', { min: 10, max: 100 })).toBe('10');
  });

  it('leaves values within the bounds, and texts that are no number yet, as typed', () => {
    expect(clampNumberText('50.0', { min: 0, max: 100 })).toBe('50.0');
    expect(clampNumberText('100', { max: 100 })).toBe('100');
    expect(clampNumberText('', { min: 1 })).toBe('');
    expect(clampNumberText('.', { min: 1 })).toBe('.');
    expect(clampNumberText('999', {})).toBe('999');
  });
});

describe('fixNumberPrecision', () => {
  it('writes the given number of decimals, rounding', () => {
    expect(fixNumberPrecision('3', 2)).toBe('3.00');
    expect(fixNumberPrecision('3.14159', 2)).toBe('3.14');
    expect(fixNumberPrecision('2.5', 0)).toBe('3');
    expect(fixNumberPrecision('.5', 1)).toBe('0.5');
  });

  it('leaves the text alone without a precision or a number', () => {
    expect(fixNumberPrecision('3.14159', undefined)).toBe('3.14159');
    expect(fixNumberPrecision('', 2)).toBe('');
    expect(fixNumberPrecision('.', 2)).toBe('.');
  });
});
