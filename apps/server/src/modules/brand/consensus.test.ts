import { describe, expect, it } from 'vitest';
import { decimalText, indicatorConsensus, rollUp, type ConsensusGroup } from './consensus.js';

const s = (...xs: string[]) => xs.map((score, i) => ({ expertId: `e${i + 1}`, score }));

describe('indicatorConsensus', () => {
  it('is the plain mean below five experts', () => {
    const r = indicatorConsensus(s('8', '7', '6'), 10, '0.25');
    expect(decimalText.two(r.consensus!)).toBe('7.00');
    expect(r.trimmed).toBe(false);
    expect([...r.deviating]).toEqual([]);
  });

  it('drops the highest and the lowest with five experts or more', () => {
    // kept 6, 7, 8 → 7 (the plain mean would be (2 + 6 + 7 + 8 + 10) / 5 = 6.6)
    const r = indicatorConsensus(s('10', '7', '2', '8', '6'), 10, '0.25');
    expect(r.trimmed).toBe(true);
    expect(decimalText.two(r.consensus!)).toBe('7.00');
  });

  it('flags a score further than deviationShare × max from the mean of the others', () => {
    // e3 = 2, the others' mean (8 + 7) / 2 = 7.5: |2 − 7.5| = 5.5 > 0.25 × 10 = 2.5 → flagged;
    // e1 = 8, others (7 + 2) / 2 = 4.5: 3.5 > 2.5 → flagged; e2 = 7, others 5: 2 ≤ 2.5 → not.
    const r = indicatorConsensus(s('8', '7', '2'), 10, '0.25');
    expect([...r.deviating].sort()).toEqual(['e1', 'e3']);
  });

  it('keeps full precision and has no consensus without scores', () => {
    expect(decimalText.two(indicatorConsensus(s('1', '1', '2'), 5, '0.5').consensus!)).toBe('1.33');
    expect(indicatorConsensus([], 5, '0.25').consensus).toBeNull();
    expect([...indicatorConsensus(s('5'), 5, '0').deviating]).toEqual([]);
  });
});

describe('rollUp', () => {
  const groups: ConsensusGroup[] = [
    {
      groupId: 'g1',
      name: 'Quality',
      dimension: 'quality',
      weight: '3',
      questionnaires: [
        {
          qsId: 'q1',
          name: 'Q1',
          weight: '1',
          indicators: [
            { model: 'a', label: 'A', max: 10 },
            { model: 'b', label: 'B', max: 10 },
          ],
        },
        { qsId: 'q2', name: 'Q2', weight: '1', indicators: [{ model: 'c', label: 'C', max: 5 }] },
        { qsId: 'q3', name: 'answers only', weight: '5', indicators: [] },
      ],
    },
    {
      groupId: 'g2',
      name: 'Service',
      dimension: 'service',
      weight: '1',
      questionnaires: [
        { qsId: 'q4', name: 'Q4', weight: '1', indicators: [{ model: 'd', label: 'D', max: 20 }] },
      ],
    },
  ];
  const score = (expertId: string, qsId: string, indicator: string, v: string) => ({
    expertId,
    qsId,
    indicator,
    score: v,
  });

  it('weights questionnaires within groups and groups into the strength score', () => {
    const r = rollUp(
      groups,
      [
        score('e1', 'q1', 'a', '8'),
        score('e2', 'q1', 'a', '6'),
        score('e1', 'q1', 'b', '9'),
        score('e2', 'q1', 'b', '9'),
        score('e1', 'q2', 'c', '4'),
        score('e2', 'q2', 'c', '5'),
        score('e1', 'q4', 'd', '10'),
        score('e2', 'q4', 'd', '12'),
      ],
      '0.25',
    );
    // q1: (7 + 9) / 20 × 100 = 80; q2: 4.5 / 5 × 100 = 90; q3 has no indicators and no weight;
    // g1 = (80 + 90) / 2 = 85; g2: 11 / 20 × 100 = 55; strength = 0.75 × 85 + 0.25 × 55 = 77.5 → AAA.
    const [g1, g2] = r.groups;
    expect(g1!.questionnaires.map((q) => q.score && decimalText.two(q.score))).toEqual([
      '80.00',
      '90.00',
      null,
    ]);
    expect(decimalText.share(g1!.questionnaires[2]!.weight)).toBe('0.0000');
    expect(decimalText.two(g1!.score!)).toBe('85.00');
    expect(decimalText.two(g2!.score!)).toBe('55.00');
    expect(decimalText.share(g1!.weight)).toBe('0.7500');
    expect(decimalText.two(r.score)).toBe('77.50');
    expect(r.level).toBe('AAA');
  });

  it('counts an indicator nobody scored as 0 and scores 0 without groups', () => {
    const r = rollUp(groups, [score('e1', 'q1', 'a', '10')], '0.25');
    expect(decimalText.two(r.groups[0]!.questionnaires[0]!.score!)).toBe('50.00');
    expect(decimalText.two(rollUp([], [], '0.25').score)).toBe('0.00');
    expect(rollUp([], [], '0.25').level).toBe('A');
  });
});
