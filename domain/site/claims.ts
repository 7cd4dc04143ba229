/**
 * Marketing claims about the world (decisions: "Text of the product"): the one editable copy file.
 * Locale texts place them with {{placeholders}}; no component or locale file repeats a number.
 * Each is a claim the business stands behind: change it here and every page follows.
 */
export const CLAIMS = {
  /** Hero trust line, "trusted by 10K+ users". */
  users: "10K+",
  uptime: "99.9%",
  /** E-mail solution: "open rates up by up to 40%". */
  openRateLift: "40%",
  /** Video scripts and generation: "in under 2 minutes". */
  minutesPerGeneration: 2,
  /** Video solution: "a hook in the first 3 seconds". */
  hookSeconds: 3,
  contentTypes: 7,
  languages: 9,
  /** Contact pages: e-mail answered within 24 to 48 hours. */
  answerHoursMin: 24,
  answerHoursMax: 48,
  moneyBackDays: 14,
  /** Legal pages: "support responds within 24 hours" (spec section 9, policy). */
  supportResponseHours: 24,
  /** Terms: price changes are announced this many days before they apply. */
  priceNoticeDays: 30,
  /** Help center: "support 24/7". */
  supportHours: "24/7",
  supportEmail: "support@inkwell.example",
  social: {
    x: "https://x.com/inkwell",
    youtube: "https://www.youtube.com/@inkwell",
    linkedin: "https://www.linkedin.com/company/inkwell",
    facebook: "https://www.facebook.com/inkwell",
    instagram: "https://www.instagram.com/inkwell",
  },
  /** Legal pages: the date their text was last revised (complete texts of issue 25). */
  legalRevised: "2026-11-27",
} as const;
