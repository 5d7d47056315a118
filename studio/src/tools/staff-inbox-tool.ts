// A Studio tool that takes staff to the inbox of enquiries and applications (the staff area at <site>/staff),
// so they move between editing the website and answering submissions. The inbox has its own sign-in.
// Plain createElement: the studio's TypeScript files carry no JSX (its tests run them untransformed).
import { InboxIcon } from '@sanity/icons/Inbox';
import { createElement as h } from 'react';
import { definePlugin } from 'sanity';

export const inboxUrlOf = (siteOrigin: string) => `${siteOrigin.replace(/\/+$/, '')}/staff`;

function InboxTool({ url }: { url: string }) {
  return h(
    'div',
    { style: { padding: '2rem', maxWidth: '40rem', lineHeight: 1.5 } },
    h('h1', { style: { fontSize: '1.5rem' } }, 'Enquiries and applications'),
    h(
      'p',
      null,
      'Enquiries and job applications sent through the website are in the staff inbox: search them, track ' +
        'candidates, export a list, and answer privacy requests. It has its own sign-in.',
    ),
    h(
      'p',
      null,
      h(
        'a',
        {
          href: url,
          target: '_blank',
          rel: 'noopener noreferrer',
          style: { fontSize: '1.1rem', fontWeight: 600 },
        },
        'Open the inbox (opens in a new tab)',
      ),
    ),
  );
}

export const staffInboxTool = definePlugin<{ siteOrigin: string }>(({ siteOrigin }) => {
  const url = inboxUrlOf(siteOrigin);
  return {
    name: 'staff-inbox',
    tools: [{ name: 'inbox', title: 'Inbox', icon: InboxIcon, component: () => h(InboxTool, { url }) }],
  };
});
