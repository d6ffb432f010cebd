import type { Portfolio } from './portfolio.data';

/** The portfolio page's content in Bangla: the same entries as portfolio.data.ts, in its order. */
export const portfolio: Portfolio = {
  name: 'সাদিয়া রহমান',
  role: 'ফুল-স্ট্যাক ওয়েব ডেভেলপার',
  email: 'sadia.rahman.dev@example.com',
  summary:
    'আমি TypeScript, React ও Node.js দিয়ে দ্রুত ও সবার জন্য ব্যবহারযোগ্য ওয়েব অ্যাপ্লিকেশন বানাই, ডেটাবেসের স্কিমা থেকে শুরু করে শেষ পিক্সেল পর্যন্ত; আর আমার পছন্দ এমন সফটওয়্যার, যা টেস্ট করা এবং সহজে বদলানো যায়।',
  education: [
    { degree: 'কম্পিউটার বিজ্ঞান ও প্রকৌশলে বিএসসি', school: 'ঢাকা বিশ্ববিদ্যালয়', years: '২০১৬ – ২০২০' },
    { degree: 'উচ্চ মাধ্যমিক সার্টিফিকেট (বিজ্ঞান)', school: 'নটর ডেম কলেজ, ঢাকা', years: '২০১৩ – ২০১৫' },
  ],
  skills: [
    { group: 'ফ্রন্ট এন্ড', items: ['TypeScript', 'React', 'React Router', 'SWR', 'styled-components', 'HTML ও সবার জন্য ব্যবহারযোগ্য CSS'] },
    { group: 'ব্যাক এন্ড', items: ['Node.js', 'Fastify', 'PostgreSQL', 'REST API ডিজাইন', 'Firebase Authentication'] },
    { group: 'অনুশীলন', items: ['Jest ও Testing Library', 'Playwright', 'webpack ও Module Federation', 'Git', 'CI'] },
  ],
  projects: [
    { name: 'পার্টস স্টোরফ্রন্ট', description: 'এই সাইটটি: গার্মেন্টস মেশিনের পার্টসের জন্য একটি মাইক্রো-ফ্রন্টএন্ড দোকান।', url: '/' },
    { name: 'ক্লিনিকের অ্যাপয়েন্টমেন্ট', description: 'একটি ছোট ডেন্টাল ক্লিনিকের বুকিং ও রিমাইন্ডার।', url: 'https://github.com/example/clinic-appointments' },
    { name: 'গুদাম ট্র্যাকার', description: 'একটি টেক্সটাইল গুদামের মজুত ও ডেলিভারির হিসাব রাখা।', url: 'https://github.com/example/warehouse-tracker' },
  ],
};
