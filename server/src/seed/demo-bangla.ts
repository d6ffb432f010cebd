import type { Queryable } from '../db';
import type { seedParts } from './seed-data';
import type { LOCKSTITCH_BOOK, OVERLOCK_BOOK } from './demo-parts-book-data';

/**
 * The demo catalogue in Bangla (issue 61): every demo part's name and description, every demo
 * machine's and assembly's name, as a line mechanic in Gazipur says them. The trade's English
 * loanwords stay as the floor says them (ববিন কেস, প্রেসার ফুট, ফিড ডগ, লুপার); brand names and
 * model numbers stay Latin (JUKI DDL-8700).
 */

type SeedPartName = (typeof seedParts)[number]['name'];
type DemoAssemblyName = (typeof LOCKSTITCH_BOOK)[number]['name'] | (typeof OVERLOCK_BOOK)[number]['name'];

interface BanglaPart {
  nameBn: string;
  descriptionBn: string;
}

/** The eight demo parts of DECISIONS.md. */
export const DEMO_PARTS_BN: Record<SeedPartName, BanglaPart> = {
  'Bobbin Case': {
    nameBn: 'ববিন কেস',
    descriptionBn:
      'সিঙ্গেল নিডল লকস্টিচ মেশিনের ববিন কেস (JUKI DDL-8700/DDL-9000, Brother S-7200 ও সমমানের মেশিন)। ' +
      'শক্ত স্টিলের বডি, সূক্ষ্মভাবে টান ঠিক করার টেনশন স্প্রিং ও ল্যাচসহ; সাধারণ M-ক্লাস ববিন ধরে। ' +
      'মসৃণ সুতার পথ হালকা থেকে মাঝারি কাপড়ে নিচের সুতার টান সমান রাখে।',
  },
  'Rotary Hook': {
    nameBn: 'রোটারি হুক',
    descriptionBn:
      'উচ্চগতির লকস্টিচ মেশিনের ফুল রোটারি হুক, মিনিটে ৫,০০০ সেলাই পর্যন্ত। ' +
      'নিখুঁতভাবে ঘষে তৈরি হুকের মাথা ও রেস, দীর্ঘ আয়ুর জন্য তাপে শক্ত করা; DB ধরনের হুক শ্যাফটে লাগে। ' +
      'গিব ও স্ক্রুসহ, সুই আর হুকের মাঝের স্বাভাবিক ফাঁকে আগে থেকে সেট করা।',
  },
  'Presser Foot': {
    nameBn: 'প্রেসার ফুট',
    descriptionBn:
      'শিল্প কারখানার লকস্টিচ মেশিনের সাধারণ কবজাওয়ালা প্রেসার ফুট। ' +
      'কবজাওয়ালা তলা সেলাইয়ের জোড় আর উঁচু জায়গা পেরিয়ে যায়, সেলাই বাদ পড়ে না; ক্রোম করা, তাই ওভেন ও নিট কাপড়ের ওপর মসৃণভাবে চলে। ' +
      'স্ক্রু দিয়ে লাগানো শ্যাংক।',
  },
  'Needle Plate': {
    nameBn: 'নিডল প্লেট',
    descriptionBn:
      'সিঙ্গেল নিডল লকস্টিচ মেশিনের সুইয়ের প্লেট (থ্রোট প্লেট), ফিড ডগের চার সারি খাঁজ আর ৩, ৬ ও ৯ মিমি-তে খোদাই করা সেলাইয়ের গাইড লাইনসহ। ' +
      'সমান করে ঘষা ও পালিশ করা, তাই কাপড় আটকে না গিয়ে এগোয়; কাউন্টারসাঙ্ক স্ক্রুর ছিদ্র।',
  },
  'Feed Dog': {
    nameBn: 'ফিড ডগ',
    descriptionBn:
      'মাঝারি ওজনের কাপড়ের জন্য সূক্ষ্ম খাঁজকাটা দাঁতের তিন সারির ফিড ডগ। শক্ত স্টিলের, নিডল প্লেটের খাঁজের মাপে তৈরি, ' +
      'তাই কাপড় সমানভাবে এগোয় আর সেলাইয়ের দৈর্ঘ্য ঠিক থাকে। ফিড বারে দুটি স্ক্রু দিয়ে লাগে।',
  },
  'Needle Bar': {
    nameBn: 'নিডল বার',
    descriptionBn:
      'সিঙ্গেল নিডল লকস্টিচ মেশিনের ক্রোম করা নিডল বার, সুই আটকানোর ক্ল্যাম্প, ক্ল্যাম্প স্ক্রু ও সুতার গাইডসহ। ' +
      'নিডল বার বুশিংয়ের ভেতরে মসৃণ ও নিঃশব্দে ওঠানামার জন্য নিখুঁত মাপে ঘষা।',
  },
  'Thread Tension Assembly': {
    nameBn: 'থ্রেড টেনশন অ্যাসেম্বলি',
    descriptionBn:
      'ওপরের সুতার পুরো টেনশন অ্যাসেম্বলি: স্টাড, দুটি টেনশন ডিস্ক, রিলিজ ওয়াশার, টেনশন স্প্রিং, চেক স্প্রিং ও থাম্ব নাট। ' +
      'ওপরের সুতার টান স্থির রাখে, কমানো-বাড়ানো যায়; ক্ষয়ে যাওয়া বা খাঁজ পড়া ডিস্কের বদলে লাগান।',
  },
  'Overlock Looper': {
    nameBn: 'ওভারলক লুপার',
    descriptionBn:
      '৩ ও ৪ সুতার ওভারলক (সার্জার) মেশিনের নিচের লুপার। পেটানো ও শক্ত করা ব্লেড, পালিশ করা খাঁজ ও ছিদ্র, ' +
      'তাই উচ্চগতিতেও সুতা মসৃণভাবে চলে; সেট-স্ক্রু শ্যাংক সাধারণ লুপার হোল্ডারে লাগে।',
  },
};

/** The demo parts no longer sold (demo-replacements.ts), by their part numbers. */
export const DEMO_REPLACED_PARTS_BN: Record<string, BanglaPart> = {
  'NP-8700-02': {
    nameBn: 'নিডল প্লেট (২০০৯ প্যাটার্ন)',
    descriptionBn: 'সিঙ্গেল নিডল লকস্টিচ মেশিনের ২০০৯ প্যাটার্নের সুইয়ের প্লেট, এখন আর তৈরি হয় না: এর জায়গায় বর্তমান নিডল প্লেট লাগে।',
  },
  'NP-8700-01': {
    nameBn: 'নিডল প্লেট (১৯৯৮ প্যাটার্ন)',
    descriptionBn: 'সিঙ্গেল নিডল লকস্টিচ মেশিনের ১৯৯৮ প্যাটার্নের সুইয়ের প্লেট, এখন আর তৈরি হয় না: এর বদলে এসেছিল ২০০৯ প্যাটার্ন, সেটিরও এখন বদলি আছে।',
  },
  'FD-8700-01': {
    nameBn: 'ফিড ডগ (১৯৯৮ প্যাটার্ন)',
    descriptionBn: 'সিঙ্গেল নিডল লকস্টিচ মেশিনের ১৯৯৮ প্যাটার্নের ফিড ডগ, এখন আর তৈরি হয় না: বর্তমান ফিড ডগের সাথে বর্তমান নিডল প্লেটও লাগাতে হবে।',
  },
};

/** The demo machines by their names (seedFitment's): brand and model as the maker writes them, then what kind of machine it is. */
export const DEMO_MACHINES_BN: Record<string, string> = {
  'JUKI DDL-8700': 'JUKI DDL-8700 সিঙ্গেল নিডল লকস্টিচ মেশিন',
  'JUKI DDL-8700-7': 'JUKI DDL-8700-7 সিঙ্গেল নিডল লকস্টিচ মেশিন (অটো থ্রেড ট্রিমারসহ)',
  'JUKI DDL-9000C': 'JUKI DDL-9000C ডাইরেক্ট ড্রাইভ লকস্টিচ মেশিন',
  'JUKI MO-6714S': 'JUKI MO-6714S ওভারলক মেশিন',
  'Brother S-7200C': 'Brother S-7200C সিঙ্গেল নিডল লকস্টিচ মেশিন',
  'Brother S-7300A': 'Brother S-7300A সিঙ্গেল নিডল লকস্টিচ মেশিন',
  'Pegasus M952-52': 'Pegasus M952-52 ওভারলক মেশিন',
  'Siruba 737K': 'Siruba 737K ওভারলক মেশিন',
  'Jack A4': 'Jack A4 সিঙ্গেল নিডল লকস্টিচ মেশিন',
  'Union Special 39500': 'Union Special 39500 ওভারলক মেশিন',
};

/** The demo parts books' assemblies (demo-parts-book-data.ts). */
export const DEMO_ASSEMBLIES_BN: Record<DemoAssemblyName, string> = {
  'Hook and bobbin case': 'হুক ও ববিন কেস',
  'Feed mechanism': 'ফিড মেকানিজম',
  'Needle bar and thread take-up': 'নিডল বার ও থ্রেড টেক-আপ',
  Loopers: 'লুপার',
  'Feed and needle plate': 'ফিড ও নিডল প্লেট',
};

/**
 * The demo's Bangla names, once (`seeded-bangla` in `meta`): on a new database after the samples,
 * and on one seeded before Bangla existed. Found by their demo names, numbers and addresses; a
 * Bangla text an admin already wrote is kept, and a renamed or deleted demo record gets none.
 */
export async function seedDemoBanglaOnce(tx: Queryable): Promise<void> {
  const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-bangla'`);
  if (marker.rows.length > 0) return;
  await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-bangla', now()::text)`);
  const nfc = (text: string) => text.normalize('NFC');
  const parts = Object.entries(DEMO_PARTS_BN);
  await tx.query(
    `UPDATE parts SET name_bn = v.name_bn, description_bn = v.description_bn
     FROM unnest($1::text[], $2::text[], $3::text[]) AS v (name, name_bn, description_bn)
     WHERE parts.name = v.name AND parts.name_bn = '' AND parts.description_bn = ''`,
    [parts.map(([name]) => name), parts.map(([, p]) => nfc(p.nameBn)), parts.map(([, p]) => nfc(p.descriptionBn))],
  );
  const replaced = Object.entries(DEMO_REPLACED_PARTS_BN);
  await tx.query(
    `UPDATE parts SET name_bn = v.name_bn, description_bn = v.description_bn
     FROM unnest($1::text[], $2::text[], $3::text[]) AS v (sku, name_bn, description_bn)
     WHERE parts.sku = v.sku AND parts.name_bn = '' AND parts.description_bn = ''`,
    [replaced.map(([sku]) => sku), replaced.map(([, p]) => nfc(p.nameBn)), replaced.map(([, p]) => nfc(p.descriptionBn))],
  );
  const machines = Object.entries(DEMO_MACHINES_BN);
  // By address, as the machines' pages find them ("JUKI DDL-8700-7": juki / ddl-8700-7).
  await tx.query(
    `UPDATE machines SET name_bn = v.name_bn
     FROM unnest($1::text[], $2::text[]) AS v (name, name_bn)
     WHERE machines.name_bn = '' AND machines.brand || ' ' || machines.model || coalesce('-' || machines.subclass, '') = v.name`,
    [machines.map(([name]) => name), machines.map(([, nameBn]) => nfc(nameBn))],
  );
  const assemblies = Object.entries(DEMO_ASSEMBLIES_BN);
  await tx.query(
    `UPDATE assemblies SET name_bn = v.name_bn
     FROM unnest($1::text[], $2::text[]) AS v (name, name_bn)
     WHERE assemblies.name_bn = '' AND assemblies.slug = machine_slug(v.name)`,
    [assemblies.map(([name]) => name), assemblies.map(([, nameBn]) => nfc(nameBn))],
  );
}
