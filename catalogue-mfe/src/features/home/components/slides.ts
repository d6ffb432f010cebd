import genuineParts from '../images/slide-genuine-parts.svg';
import machining from '../images/slide-machining.svg';
import worldwide from '../images/slide-worldwide.svg';
import { msg } from '@storefront/shared';

export interface Slide {
  image: string;
  /** Describes the picture; the caption carries the message. */
  alt: string;
  title: string;
  text: string;
  action: { label: string; href: string };
}

/** The home carousel's three pictures (spec section 2), shipped with the catalogue; their words are shown with `t`. */
export const SLIDE_SIZE = { width: 1200, height: 500 } as const;

export const slides: Slide[] = [
  {
    image: genuineParts,
    alt: msg('Illustration of an industrial lockstitch sewing machine with a bobbin, a rotary hook and a gear around it'),
    title: msg('Genuine parts for industrial sewing machines'),
    text: msg('Bobbin cases, rotary hooks, presser feet, needle plates and more, made in our own factory and tested on real machines.'),
    action: { label: msg('Browse all parts'), href: '/parts' },
  },
  {
    image: machining,
    alt: msg('Illustration of a CNC machining centre boring a sewing machine frame, with its control panel beside it'),
    title: msg('Machined to a few hundredths of a millimetre'),
    text: msg('CNC machining centres cut every bore and seat to drawing, so each part fits the first time and runs quietly at full speed.'),
    action: { label: msg('See how we make them'), href: '#process' },
  },
  {
    image: worldwide,
    alt: msg('Illustration of cartons on a pallet in front of a globe with shipping routes'),
    title: msg('Shipped to garment factories in 31+ countries'),
    text: msg('Bulk orders are packed, labelled and tracked from our factory to your production floor.'),
    action: { label: msg('Talk to our sales team'), href: '#contact' },
  },
];
