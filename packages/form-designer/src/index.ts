// The designer's public API; see README.md.
export {};
