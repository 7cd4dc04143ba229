import { helpArticle, html } from "./article";

/** Help center, Account Settings. */
export const ACCOUNT_SETTINGS = [
  helpArticle({
    n: 621,
    title: "Signing In and Editing Your Profile",
    slug: "sign-in-and-profile",
    category: "account settings",
    keywords: ["profile", "sign in"],
    excerpt:
      "How signing in works, what your profile holds, the rules for a username and why your e-mail address cannot be changed here.",
    metaDescription:
      "Sign in to Inkwell with Google and edit your profile: first and second name, username, country and profession. What each field accepts.",
    publishedDaysAgo: 26,
    content: html(
      "<h2>Signing in</h2>",
      "<p>Inkwell has one button for signing in and signing up alike: <strong>Continue with Google</strong>. The first time, it creates your account on the Free plan. Sign Out is in the account menu behind your avatar.</p>",
      "<h2>Your profile</h2>",
      "<p>Open the Profile tab (<kbd>P</kbd>, or Account Preferences in the account menu). You can fill in:</p>",
      "<ul><li><strong>First name</strong> and <strong>Second name</strong>, at most 80 characters each.</li>",
      "<li><strong>Username</strong>: 3 to 30 letters, digits, dots, dashes or underscores, and not already taken by someone else.</li>",
      "<li><strong>Country</strong> and <strong>Profession</strong>.</li></ul>",
      "<p>Empty fields are left blank. Press <strong>Save profile</strong>; a problem is shown beside its field and nothing is changed until it is fixed.</p>",
      "<h2>Your e-mail address</h2>",
      "<p>Your e-mail address is the one your Google account signs in with, so it cannot be changed in the profile.</p>",
    ),
  }),
  helpArticle({
    n: 622,
    title: "Turning On Two-Factor Authentication",
    slug: "two-factor-authentication",
    category: "account settings",
    keywords: ["two-factor authentication", "security"],
    excerpt:
      "Ask for a code from an authenticator app each time you sign in, keep recovery codes safe, and turn it off again if you need to.",
    metaDescription:
      "Protect your Inkwell account with an authenticator app: set up two-factor authentication, save your recovery codes, and turn it off when needed.",
    publishedDaysAgo: 19,
    content: html(
      "<p>Two-factor authentication asks for a six-digit code from an authenticator app each time you sign in, so your account stays yours even if someone gets into your Google account.</p>",
      "<h2>Turn it on</h2>",
      "<ol><li>Open the Profile tab and find <strong>Two-factor authentication</strong>.</li>",
      "<li>Choose <strong>Set up an authenticator app</strong>.</li>",
      "<li>Scan the QR code with Google Authenticator, 1Password, Authy or another authenticator app, or type the secret key shown beside it.</li>",
      "<li>Enter the code the app shows and choose <strong>Turn on two-factor</strong>.</li></ol>",
      "<h2>Save your recovery codes</h2>",
      "<p>Inkwell then shows your recovery codes, only once. Keep them somewhere safe: each one signs you in once if you lose your phone or your authenticator app.</p>",
      "<h2>Turn it off</h2>",
      "<p>Choose <strong>Turn off two-factor</strong> and enter a code from the app, or one of your recovery codes. Sign-in then no longer asks for a code, and the old recovery codes stop working. To move to a new app, turn it off and set it up again.</p>",
      "<h2>Too many wrong codes</h2>",
      "<p>Wrong codes are counted: after too many attempts in a minute, Inkwell asks you to wait a moment before trying again.</p>",
    ),
  }),
  helpArticle({
    n: 623,
    title: "Changing Your Language and Theme",
    slug: "language-and-theme",
    category: "account settings",
    keywords: ["language", "theme"],
    excerpt:
      "Use Inkwell in any of nine languages and in a light or dark theme; choose the language your content is written in separately.",
    metaDescription:
      "Switch Inkwell's interface between nine languages and between light and dark themes, and choose a writing language for each piece you generate.",
    publishedDaysAgo: 13,
    content: html(
      "<h2>The interface language</h2>",
      "<p>Inkwell speaks English, Español, Français, Deutsch, Português, हिन्दी, العربية, 中文 and 日本語. Change it with the language chooser in the dashboard's header, at the foot of every public page or on the sign-in page. Arabic is laid out right to left.</p>",
      "<p>The first time, Inkwell follows your browser's language, or English. Your choice is kept in this browser and, when you are signed in, saved to your profile, so a new device shows your language too.</p>",
      "<h2>The writing language</h2>",
      "<p>The language a piece is written in is chosen apart, with the Writing language chooser on the Create tab. It starts as your interface language; you can write a Spanish post from an English interface. A preset keeps its own writing language.</p>",
      "<h2>Light and dark themes</h2>",
      "<p>The theme chooser at the foot of the public pages offers the system theme (it follows your device's setting), a light theme and a dark theme. The dashboard uses the same choice.</p>",
    ),
  }),
];
