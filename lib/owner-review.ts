/** The longest reason the editors give for refusing an owner's proposal or claim, or revoking an ownership. */
export const REVIEW_REASON_MAX = 1000;
