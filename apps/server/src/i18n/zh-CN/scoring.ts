// Scoring, suggestions and questionnaire results (issue 19).
export default {
  placeholder: '',
} as const;
