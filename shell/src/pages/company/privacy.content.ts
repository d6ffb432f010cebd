import type { CompanyDocument } from './document';

export const privacy: CompanyDocument = {
  title: 'Privacy policy',
  lead: 'What this storefront stores about you, why, and how to have it changed or removed.',
  sections: [
    {
      id: 'what-we-store',
      heading: 'What we store',
      paragraphs: ['We store only what the storefront needs to sell you parts and show your account:'],
      list: [
        'Your account: your e-mail address, your name, whether the address is verified, and the photo of a Google sign-in. Passwords are kept by our sign-in provider, Firebase Authentication, never by us.',
        'Your profile, if you fill it in: education, location, phone number, LinkedIn address and photo.',
        'Your orders: the part, the quantity, your name, e-mail, delivery address and phone number.',
        'Your reviews: the name, country, comment and photo you enter. Reviews are public on the home page.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we store it',
      paragraphs: [
        'Your orders and contact details are needed to deliver and invoice the parts you order. Your account is needed to sign you in and to keep your orders and profile yours. We do not sell your data, and we do not use it for advertising.',
      ],
    },
    {
      id: 'photos',
      heading: 'Photos you upload',
      paragraphs: [
        'Pictures you upload are re-encoded before they are stored: the location and camera data a phone writes into a photo are removed, and the picture is scaled to at most 1600 pixels on its longest side. Pages show pictures only from our own image store, so viewing a review never contacts another company’s server.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'The storefront sets no advertising or tracking cookies and uses no analytics service. To keep you signed in, your browser’s local storage holds the sign-in provider’s session and our access token, and remembers whether your account is an admin’s. Signing out removes them. Your browser’s session storage remembers where you scrolled on each page, so that Back returns you there; it is cleared when you close the tab.',
      ],
    },
    {
      id: 'keeping',
      heading: 'How long we keep it',
      paragraphs: [
        'Orders are kept for as long as accounting law requires, also after an account is removed; they then show as a removed customer’s and are never shown to anyone who later signs up with the same address. Your profile and reviews stay until you or we remove them.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your profile under My Profile at any time. To receive a copy of your data, or to have your account removed, write to the contact on the home page; we answer within 30 days.',
      ],
    },
  ],
};
