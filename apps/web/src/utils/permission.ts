// The access question behind the permission widget (spec §5): an element shows when the user holds at
// least one of the listed roles. A missing list is a programming mistake, not "nobody may see it", so
// it fails loudly (spec §8: "Permission directive without role list: throws an error").

/** Whether `userRoles` include at least one of `required`; throws when `required` is absent or empty. */
export function hasRole(
  userRoles: readonly string[] | undefined,
  required: readonly string[] | undefined,
): boolean {
  if (!required || required.length === 0) {
    throw new Error('A permission check needs the roles that may see the element, e.g. ["admin", "editor"]');
  }
  return required.some((role) => userRoles?.includes(role) ?? false);
}
