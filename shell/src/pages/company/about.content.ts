import type { CompanyDocument } from './document';

export const about: CompanyDocument = {
  title: 'About Stitchline Parts',
  lead: 'We make and ship spare parts for industrial sewing machines to garment factories in more than 31 countries.',
  sections: [
    {
      id: 'what-we-make',
      heading: 'What we make',
      paragraphs: [
        'Stitchline Parts machines the wearing parts of lockstitch, overlock and interlock machines: feed dogs, needle plates, presser feet, rotary hooks, bobbin cases, shafts, bushings and gears.',
        'Every part is made to the original drawing and marked with our logo and its part number, so a part that fits today can be identified and reordered years from now.',
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      paragraphs: [
        'Cast frames and parts are clamped on CNC machining centres that cut every bore and seat in one set-up. Precision surfaces are masked before coating and inspected after, and bore sizes are gauged during each batch, not only at its end.',
        'The home page shows these steps, from frame machining through masking to printing the logo.',
      ],
    },
    {
      id: 'who-we-serve',
      heading: 'Whom we serve',
      paragraphs: [
        'Our customers are garment factories, sewing machine dealers and maintenance workshops. They order single spare parts for a stopped line as well as bulk orders for a season; each part lists its minimum order and the stock available now.',
      ],
      list: [
        'Order online: sign in, open a part and place the order; follow it under My Orders.',
        'Bulk orders, distributor prices or parts made to your drawing: use the contact section on the home page.',
        'Tell other buyers what you think: signed-in customers can add a review.',
      ],
    },
  ],
};
