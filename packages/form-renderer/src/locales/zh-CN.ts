// The form-renderer's own texts in Simplified Chinese (the spec's words); a template's labels are not here.
export default {} as const;
