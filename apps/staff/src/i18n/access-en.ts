// Words for signing in (passkeys, the identity provider), the account page, the fresh sign-in prompt and the
// staff accounts page, in English. access-zh-hant.ts has the same keys (its type is this object's).
export const accessEn = {
  signIn: {
    or: 'Or',
    passkey: 'Sign in with a passkey',
    provider: {
      google: 'Sign in with Google',
      microsoft: 'Sign in with Microsoft',
      other: "Sign in with your agency's account",
    },
    passkeyFailed: 'The passkey sign-in did not work. Try again, or sign in another way.',
    failed: {
      'unknown-account':
        'There is no active staff account for the address you signed in with. Ask an admin to add you.',
      'domain-not-allowed': "This address is not in the agency's domain. Sign in with your work account.",
      'no-verified-email':
        'Your identity provider did not give a verified e-mail address, so you were not signed in.',
      expired: 'This sign-in was already used or took too long. Please start again.',
      rejected:
        "The identity provider's answer could not be verified, so you were not signed in. Please try again.",
      cancelled: 'The sign-in was cancelled at the identity provider.',
      unavailable:
        'The identity provider cannot be reached just now. Sign in another way or try again later.',
    } as Record<string, string>,
  },
  fresh: {
    title: 'Confirm it is you',
    text: 'This action needs a sign-in within the last 10 minutes. Confirm it is you and it will continue.',
    password: 'Your password',
    confirm: 'Confirm with password',
    passwordRequired: 'Enter your password',
    cancel: 'Cancel',
  },
  account: {
    nav: 'Your account',
    title: 'Your account',
    role: { admin: 'Admin', recruiter: 'Recruiter' } as Record<string, string>,
    signedInAs: 'Signed in as {email} ({role})',
    passkeys: 'Passkeys',
    passkeysIntro:
      'A passkey signs you in with your fingerprint, face or device PIN: nothing to type, nothing to phish.',
    noPasskeys: 'You have no passkeys yet.',
    passkeyName: 'Name for the new passkey',
    passkeyNameHint: 'So you can tell them apart, e.g. "Work laptop"',
    passkeyNameRequired: 'Give the passkey a name',
    addPasskey: 'Add a passkey',
    added: 'Added {date}',
    lastUsed: 'last used {date}',
    remove: 'Remove',
    removeLabel: 'Remove passkey {name}',
    passkeyAdded: 'Passkey "{name}" added.',
    sessions: 'Where you are signed in',
    sessionsIntro: 'End any session you do not recognise, then tell an admin.',
    unknownDevice: 'Unknown browser',
    network: 'Network {network}',
    method: {
      password: 'password',
      passkey: 'passkey',
      'identity-provider': 'identity provider',
    } as Record<string, string>,
    signedIn: 'Signed in {date} with {method}',
    lastSeen: 'last active {date}',
    thisBrowser: 'This browser',
    end: 'End',
    endLabel: 'End session on {device}',
  },
  staff: {
    nav: 'Staff',
    title: 'Staff accounts',
    name: 'Name',
    email: 'E-mail address',
    role: 'Role',
    status: 'Status',
    active: 'Active',
    disabled: 'Disabled',
    save: 'Save role',
    disable: 'Disable',
    disableLabel: 'Disable {email}',
    roleLabel: 'Role of {email}',
    add: 'Add a staff member',
    addSubmit: 'Add and make a link',
    link: 'Send this one-time link to {name}; it works once, for 24 hours:',
    nameRequired: 'Enter their name',
    emailRequired: 'Enter their e-mail address',
    strong: 'Require a passkey or the identity provider',
    strongHint:
      'Then a password alone signs in only admins (the way in if all else fails) and staff who have no other way yet.',
    saved: 'Saved.',
  },
};

export type AccessMessages = typeof accessEn;
