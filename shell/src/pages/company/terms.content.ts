import type { CompanyDocument } from './document';

export const terms: CompanyDocument = {
  title: 'Terms of use',
  lead: 'The rules for using the Stitchline Parts storefront and ordering from it.',
  sections: [
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'You need an account to order parts, keep a profile or add a review. Keep your password to yourself; orders placed from your account are taken as yours. We may block an account that is misused, for example for false orders or abusive reviews; its orders are kept for accounting.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders',
      paragraphs: [
        'An order is for whole pieces: at least the part’s minimum order and at most the stock shown when you order. The price is the one shown on the part’s page when you place the order.',
        'A new order is pending until we ship it. You can cancel a pending order under My Orders; once it is shipped it can no longer be cancelled there. Write to the contact on the home page about a shipped order.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      paragraphs: [
        'Reviews are public. Write about your own experience with our parts and service, and upload only pictures you may share. We remove reviews that are unlawful, abusive or advertise something else.',
      ],
    },
    {
      id: 'parts',
      heading: 'Parts and their use',
      paragraphs: [
        'Parts are made to the original drawings and must be fitted by a trained mechanic. Part names and numbers of machine makers are used only to say which machines a part fits.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: ['When these terms change, the new text is published on this page. Orders already placed keep the terms they were placed under.'],
    },
  ],
};
