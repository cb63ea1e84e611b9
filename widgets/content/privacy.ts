/**
 * The privacy notice (/privacy): what happens to what a visitor sends, as UK GDPR Articles 13
 * and 14 ask, in plain English. Every enquiry form links here, on our pages and on partners'.
 * Change what the company does, change this page the same day, and its `updated` date.
 */
import { site } from './site';
import type { PrivacySection } from './types';

const office = `${site.office.street}, ${site.office.city} ${site.office.postalCode}, ${site.office.region}, ${site.office.country}`;

/** How long an enquiry is kept after the last contact about it (stated once, below). */
const keptYears = 2;

/** What a partner may add to their own privacy notice about our form (the /partners page and docs/embed.md give it). */
export const partnerPrivacySentence = `The enquiry form on this page is provided by ${site.name}. What you send through it goes to ${site.name}, which uses it only to reply to your enquiry, as its privacy notice explains: ${site.url}/privacy. The form sets no cookies; it keeps a draft of an unsent enquiry in your browser for up to ${site.draftKeptDays} days.`;

export const privacyNotice = {
  updated: '25 November 2026',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${site.name} is the controller of the personal data you send us through our enquiry form, on this website and wherever our form is embedded on a partner's website.`,
        `You can write to us at ${site.name}, ${office}, or e-mail ${site.privacyEmail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['When you send an enquiry, we receive:'],
      list: [
        'your name, e-mail address and project description, and your country and phone number if you give them;',
        'the address of the page the form was on;',
        'how long the form took to fill in, and whether your browser reported that it was automated, so that spam can be filtered out;',
        "on a partner's website, also the partner's id, any context the partner set for the form, and the campaign values in the page's address (utm_source, utm_medium, utm_campaign, utm_term, utm_content and gclid), so that we know which partner or campaign brought you.",
      ],
      after: [
        "Nothing else. This website and our form set no cookies and use no analytics or tracking of any kind. Like every website, our host's servers see your device's IP address in order to send you the pages; we do not use it to identify you.",
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it, and on what basis',
      paragraphs: [
        `We use your details only to reply to your enquiry and to follow it up: to answer your questions, prepare a quote and, if you wish, arrange a consultation. We never sell them and never add you to a mailing list.`,
        'Our lawful basis is our legitimate interest in answering the people who contact us about our services (UK GDPR Article 6(1)(f)). You can object at any time: see your rights below.',
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives it',
      paragraphs: ['Your enquiry reaches us through two services that handle it for us, under contract and only on our instructions:'],
      list: [
        'EmailJS (emailjs.com), which carries your enquiry from your browser to our inbox;',
        'our e-mail provider, which holds our inbox.',
      ],
      after: [
        "The partner whose website you used never receives what you typed. Their page is told only that an enquiry was started, sent or failed, with the partner id, context and campaign values above.",
        'EmailJS and our e-mail provider may process your data outside the UK. Where they do, the transfer is protected by UK adequacy regulations or by the International Data Transfer Addendum to the EU standard contractual clauses, as UK GDPR requires.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        `We keep an enquiry for ${keptYears} years after our last contact about it, then delete it. If it leads to a contract, we keep what the contract needs for 6 years after the contract ends, as UK tax law requires.`,
      ],
    },
    {
      id: 'in-your-browser',
      heading: 'What your browser keeps',
      paragraphs: ["The form keeps a few things in your browser's own storage (localStorage) on the website where you used it. They never leave your device:"],
      list: [
        `a draft of an enquiry you have not sent yet, so that nothing you type is lost if the page reloads. It is deleted when your enquiry is sent, or when the form next opens ${site.draftKeptDays} days or more after you last typed in it;`,
        'the time you last sent an enquiry, and nothing else, so that the form waits a minute before sending another;',
        'short codes worked out from your last 20 enquiries, which cannot be turned back into what you wrote, so that the same enquiry is not sent twice;',
        'on our home page, whether you paused the moving strip of logos.',
      ],
      after: ["To remove them at once, clear this website's data (cookies and site data) in your browser's settings; on a partner's website, clear that website's data."],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `You have the right to ask for a copy of your data (access), to have it corrected (rectification) or deleted (erasure), to limit how we use it (restriction), to object to our using it (objection), and to receive it in a form you can reuse (portability). E-mail ${site.privacyEmail} or write to us at the address above; we reply within one month.`,
        "If you are unhappy with how we have handled your data, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113). We would be grateful for the chance to put things right first.",
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: ['If what we collect, or why, changes, we update this page first and change the date below.'],
    },
  ] satisfies PrivacySection[],
  /** Phrases in the notice that link somewhere. */
  links: {
    [site.privacyEmail]: `mailto:${site.privacyEmail}`,
    'emailjs.com': 'https://www.emailjs.com/legal/privacy-policy/',
    'ico.org.uk': 'https://ico.org.uk/make-a-complaint/',
  } as Record<string, string>,
};
