import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/shared';

export default {
  title: 'Brand assessment',
  status: {
    '0': 'Answering',
    '1': 'Awaiting formal check',
    '2': 'Returned',
    '3': 'Expert scoring',
    '4': 'Awaiting review',
    '5': 'Published',
    '9': 'Withdrawn',
  },
  businessTypes: { valuation: 'Brand valuation', rating: 'Brand rating' },
  dimensions: {
    quality: 'Quality',
    innovation: 'Innovation',
    service: 'Service',
    reputation: 'Reputation',
    financial: 'Financial',
    other: 'Other',
  },
  steps: {
    answer: 'Answer questionnaires',
    formalCheck: 'Formal check',
    scoring: 'Expert scoring',
    review: 'Review',
  },
} satisfies Catalogue<typeof zh>;
