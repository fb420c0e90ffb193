// Change password: save only when the new password is non-empty and equals the confirmation (spec 2 §5).
export const canSavePassword = (password: string, confirmation: string): boolean =>
  password.length > 0 && password === confirmation;

/** Shown only once the confirmation has been typed, so the form does not start with an error. */
export const passwordMismatch = (password: string, confirmation: string): boolean =>
  confirmation.length > 0 && password !== confirmation;
