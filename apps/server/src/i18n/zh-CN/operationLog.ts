// Texts of the operation log.
export default {
  targetPerson: '{{realname}}（{{username}}）',
} as const;
