/** The support address creators write to about anything on the landing page. */
export const SUPPORT_EMAIL = 'support@influencehub.in';
