import type { Answer } from './blogs.content';

/** The question-and-answer page in Bangla: the same answers, numbered as in English (blogs.content.ts). */
export const answers: Answer[] = [
  {
    number: 1,
    question: 'একটি React অ্যাপ্লিকেশনের পারফরম্যান্স আপনি কীভাবে বাড়াবেন?',
    paragraphs: [
      'আগে মাপুন: React DevTools-এর profiler দেখায় কোন কম্পোনেন্ট কতবার ও কতক্ষণ ধরে রেন্ডার হচ্ছে, আর ব্রাউজারের performance প্যানেল ও Lighthouse দেখায় ব্যবহারকারী আসলে কিসের জন্য অপেক্ষা করছেন। না মেপে অপ্টিমাইজ করলে সাধারণত খরচটা শুধু অন্য জায়গায় সরে যায়।',
      'তারপর কম কোড পাঠান, কম রেন্ডার করুন। React.lazy ও dynamic import দিয়ে রুট অনুযায়ী bundle ভাগ করুন, যাতে ভিজিটর শুধু সামনের পেজটুকুই ডাউনলোড করেন; state যেখানে ব্যবহার হয় তার যত কাছে সম্ভব রাখুন, যাতে একটি পরিবর্তনে ছোট একটি অংশই আবার রেন্ডার হয়; profiler যেখানে অকারণ রেন্ডার দেখায় শুধু সেখানেই ভারী child কম্পোনেন্টকে React.memo, useMemo ও useCallback দিয়ে memoise করুন; লম্বা তালিকা virtualise করুন; ছবিকে তার width ও height দিন, আধুনিক ফরম্যাট ব্যবহার করুন আর স্ক্রিনের নিচের ছবি lazy load করুন; আর সার্ভারের ডেটা প্রতিবার mount হলেই নতুন করে না এনে cache করুন (SWR বা React Query)।',
    ],
  },
  {
    number: 2,
    question: 'একটি React অ্যাপ্লিকেশনে state সামলানোর বিভিন্ন উপায় কী কী?',
    paragraphs: [
      'Local state থাকে একটি কম্পোনেন্টের ভেতরে, useState বা useReducer দিয়ে: একটি ইনপুটের মান, মেনু খোলা আছে কি না। এটিই স্বাভাবিক পছন্দ, আর সবচেয়ে কম খরচের।',
      'Global (ক্লায়েন্টে ভাগ করা) state দরকার হয় দূরের কম্পোনেন্টগুলোর: সাইন ইন করা ব্যবহারকারী, থিম, শপিং কার্ট। যে মান কম বদলায় তার জন্য React context যথেষ্ট; যে মান ঘন ঘন বদলায় তার জন্য Redux Toolkit বা Zustand-এর মতো store ভালো, কারণ কম্পোনেন্টগুলো শুধু নিজেদের পড়া অংশটুকুতেই subscribe করে।',
      'Server state হলো সার্ভারের মালিকানাধীন ডেটার একটি cache করা কপি: পার্টসের তালিকা, আমার অর্ডার। SWR বা React Query-র মতো লাইব্রেরি এর আনা, cache রাখা, revalidation, retry আর কোনো পরিবর্তনের পরে invalidation সামলায়, যা একটি সাধারণ অ্যাপের "state management"-এর বেশিরভাগ।',
      'URL state হলো যা ঠিকানায় থাকার কথা: বর্তমান পেজ, একটি পণ্যের id, খোঁজার শব্দ, ফিল্টার ও সাজানোর ক্রম। এগুলো path বা query string-এ রাখলে পেজটি শেয়ার করা যায় এবং reload-এর পরেও থাকে, আর router-ই তার store।',
    ],
  },
  {
    number: 3,
    question: 'Prototypical inheritance কীভাবে কাজ করে?',
    paragraphs: [
      'প্রতিটি JavaScript অবজেক্টের একটি ভেতরের লিংক থাকে, [[Prototype]], যা অন্য একটি অবজেক্ট বা null-কে নির্দেশ করে। কোনো property পড়ার সময় অবজেক্টে সেটি না থাকলে engine ওই লিংক ধরে prototype-এ খোঁজে, তারপর prototype-এর prototype-এ, এভাবে chain বেয়ে উপরে যায়, যতক্ষণ না property পায় বা null-এ পৌঁছায়। অন্যদিকে কোনো property লিখলে সেটি অবজেক্টের নিজের ওপরেই তৈরি হয় এবং উত্তরাধিকারসূত্রে পাওয়াটিকে আড়াল করে।',
      'Object.create(proto) এমন একটি অবজেক্ট বানায় যার prototype হলো proto; new দিয়ে ডাকা একটি constructor function নতুন অবজেক্টকে তার prototype হিসেবে constructor-এর prototype property দেয়; আর class syntax একই জিনিস লেখার আরও পরিষ্কার উপায়: method-গুলো একবারই Class.prototype-এ থাকে এবং প্রতিটি instance chain বেয়ে সেগুলোতে পৌঁছায়, আর extends একটি prototype-কে আরেকটির সাথে যুক্ত করে। Object.getPrototypeOf লিংকটি দেখায়, আর hasOwnProperty বলে দেয় কোনটি নিজের property আর কোনটি উত্তরাধিকারসূত্রে পাওয়া।',
    ],
  },
  {
    number: 4,
    question: 'React-এ কেন কখনো সরাসরি state বদলানো উচিত নয়?',
    paragraphs: [
      'ধরুন const [products, setProducts] = useState([]); এখন products.push(item) বা products = [...] লিখলে এমন একটি মান বদলায় যার দিকে React নজর রাখে না। React আবার রেন্ডার করে তখনই, যখন state setter-কে নতুন মান দিয়ে ডাকা হয়; সরাসরি পরিবর্তনে কোনো রেন্ডার হয় না, ফলে অন্য কোনো কারণে রেন্ডার না হওয়া পর্যন্ত স্ক্রিনে পুরোনো ডেটাই থাকে।',
      'আরও খারাপ হলো, আগের array-টি বদলালে তার পরিচয় একই থাকে, তাই পরে setProducts(products) ডাকলেও তা উপেক্ষিত হয়: React Object.is দিয়ে তুলনা করে, একই array দেখে আপডেটটি বাদ দেয়, আর products-এর ওপর নির্ভরশীল memoised child ও effect চলে না। সবসময় নতুন মান তৈরি করুন, setProducts([...products, item]) বা setProducts(previous => previous.filter(p => p._id !== id)); কয়েকটি আপডেট একসাথে batch হলেও functional রূপটি ঠিকঠাক কাজ করে।',
    ],
  },
  {
    number: 6,
    question: 'Unit test কী? কেন আমাদের unit test লেখা উচিত?',
    paragraphs: [
      'একটি unit test কোডের একটি ছোট অংশকে, যেমন একটি function, একটি hook বা একটি কম্পোনেন্টকে, আলাদাভাবে যাচাই করে: এই ইনপুট দিলে এই আউটপুট বা এই আচরণ হতেই হবে। এটি কয়েক মিলিসেকেন্ডে চলে, ব্রাউজার, নেটওয়ার্ক বা ডেটাবেস ছাড়াই; দরকার হলে অংশটির সহযোগীদের জায়গায় সাধারণ নকল (fake) বসানো হয়।',
      'আমরা এগুলো লিখি কারণ ভুল হওয়ার মুহূর্তেই এগুলো তা ধরে ফেলে, refactoring নিরাপদ করে, একটি অংশ কীভাবে ব্যবহারের কথা তা লিখে রাখে, আর ডিজাইনকে স্পষ্ট ইনপুট ও আউটপুটওয়ালা ছোট ছোট অংশের দিকে নিয়ে যায়। এগুলো integration ও end-to-end test-এর বিকল্প নয়, যেগুলো প্রমাণ করে যে অংশগুলো একসাথে কাজ করে; কিন্তু বেশিরভাগ যাচাইকে এগুলো দ্রুত ও নির্ভুল করে।',
    ],
  },
];
