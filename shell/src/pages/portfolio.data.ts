/** The portfolio page's content, in one place: replace this file to change the page (and portfolio.data.bn.ts, its Bangla). */
export const portfolio = {
  name: 'Sadia Rahman',
  role: 'Full-stack web developer',
  email: 'sadia.rahman.dev@example.com',
  summary:
    'I build fast, accessible web applications with TypeScript, React and Node.js, from the database schema to the last pixel, and I like software that is tested and easy to change.',
  education: [
    { degree: 'BSc in Computer Science and Engineering', school: 'University of Dhaka', years: '2016 – 2020' },
    { degree: 'Higher Secondary Certificate (Science)', school: 'Notre Dame College, Dhaka', years: '2013 – 2015' },
  ],
  skills: [
    { group: 'Front end', items: ['TypeScript', 'React', 'React Router', 'SWR', 'styled-components', 'HTML & accessible CSS'] },
    { group: 'Back end', items: ['Node.js', 'Fastify', 'PostgreSQL', 'REST API design', 'Firebase Authentication'] },
    { group: 'Practice', items: ['Jest & Testing Library', 'Playwright', 'webpack & Module Federation', 'Git', 'CI'] },
  ],
  projects: [
    { name: 'Parts storefront', description: 'This site: a micro-frontend shop for garments machine parts.', url: '/' },
    { name: 'Clinic appointments', description: 'Booking and reminders for a small dental clinic.', url: 'https://github.com/example/clinic-appointments' },
    { name: 'Warehouse tracker', description: 'Stock and delivery tracking for a textile warehouse.', url: 'https://github.com/example/warehouse-tracker' },
  ],
};

export type Portfolio = typeof portfolio;
