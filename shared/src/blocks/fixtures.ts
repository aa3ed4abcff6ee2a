// A realistic example of every block, valid against its definition: for tests and the editors'
// gallery of block screenshots (scripts/block-gallery.mjs). Kept apart from the definitions, so
// the code the site runs (which imports the definitions and the registry) never carries them.
import type { BlockOf, BlockType } from './registry.js';
import { fixtureImage } from './fixture-media.js';

const cardGridFixture: BlockOf<'blocks.card-grid'> = {
  __component: 'blocks.card-grid',
  id: 3,
  heading: 'Industries we connect',
  intro: 'Networks and radio systems built for the way each sector works, and supported from our Sydney operations centre.',
  columns: 'three',
  cards: [
    {
      id: 31,
      title: 'Local government',
      text: 'Depots, libraries and council chambers on one managed network, with radio for field crews.',
      href: '/industries/government',
      linkLabel: 'Councils and agencies',
      icon: 'building',
    },
    {
      id: 32,
      title: 'Holiday parks',
      text: 'Guest Wi-Fi that keeps up in peak season, plus number-plate recognition at the boom gate.',
      href: '/industries/holidayparks',
      icon: 'tent',
      image: fixtureImage('holiday-park-wifi', 'Cabins at a coastal holiday park at dusk'),
    },
    {
      id: 33,
      title: 'Education',
      text: 'Wi-Fi 6E, content filtering and CCTV for schools and TAFE campuses.',
      href: '/industries/education',
      icon: 'school',
    },
  ],
};

const childPagesFixture: BlockOf<'blocks.child-pages'> = {
  __component: 'blocks.child-pages',
  id: 18,
  heading: 'Cloud services',
  intro: 'Backup, hosting and recovery in Australian data centres, managed by our own engineers.',
  columns: 'two',
};

const contactDetailsFixture: BlockOf<'blocks.contact-details'> = {
  __component: 'blocks.contact-details',
  id: 15,
  heading: 'Our offices',
  intro: 'Call the network operations centre any time; our offices are open on weekdays.',
  offices: [
    {
      id: 151,
      name: 'Sydney head office',
      address: 'Level 9, 60 Margaret Street, Sydney NSW 2000',
      phone: '(02) 5550 4200',
      email: 'sydney@ironbark.example',
      hours: 'Monday to Friday, 8.30 am to 5 pm',
    },
    {
      id: 152,
      name: 'Brisbane operations',
      address: '12 Creek Street, Brisbane QLD 4000',
      phone: '(07) 5550 1180',
      hours: 'Monday to Friday, 8 am to 4.30 pm',
    },
  ],
};

const ctaBannerFixture: BlockOf<'blocks.cta-banner'> = {
  __component: 'blocks.cta-banner',
  id: 9,
  heading: 'Ready to talk about your network?',
  text: 'Tell us about your sites and we will come back within one business day with next steps.',
  tone: 'brand',
  actions: [
    { id: 91, label: 'Book a network assessment', href: '/contact-us', style: 'primary', newTab: false, form: 'contact', builtForm: null, enquiryType: 'network', campaign: 'q1-sdwan' },
    { id: 92, label: 'Call (02) 5550 4200', href: 'tel:+61255504200', style: 'secondary', newTab: false, form: 'none', builtForm: null, enquiryType: 'none' },
  ],
};

const faqFixture: BlockOf<'blocks.faq'> = {
  __component: 'blocks.faq',
  id: 10,
  heading: 'Common questions',
  items: [
    {
      id: 101,
      question: 'Do you work outside capital cities?',
      answer: 'Yes. Most of the sites we manage are regional, and we have engineers in six states.',
    },
    {
      id: 102,
      question: 'Can you take over a network another provider built?',
      answer: 'Usually. We audit what is there, document it and fix the urgent problems before taking on support.',
    },
  ],
};

const featureListFixture: BlockOf<'blocks.feature-list'> = {
  __component: 'blocks.feature-list',
  id: 4,
  heading: 'What is included',
  intro: 'Every managed network comes with the same foundations.',
  features: [
    { id: 41, icon: 'clock', title: '24/7 monitoring', text: 'Our Sydney operations centre watches every link and device around the clock.' },
    { id: 42, icon: 'shield', title: 'Security built in', text: 'Firewalls, patching and access reviews are part of the service, not extras.' },
    { id: 43, icon: 'users', title: 'A named engineer', text: 'You deal with people who know your sites, not a queue.' },
  ],
};

const formFixture: BlockOf<'blocks.form'> = {
  __component: 'blocks.form',
  id: 16,
  form: 'campaign-lead',
  builtForm: null,
  heading: 'Book your free connectivity review',
  intro: 'Leave your details and a regional engineer will call within two business days.',
  campaign: 'gday22-roadshow',
  submitLabel: 'Book my review',
};

const heroFixture: BlockOf<'blocks.hero'> = {
  __component: 'blocks.hero',
  id: 1,
  variant: 'campaign',
  eyebrow: "G'day 22 regional roadshow",
  heading: 'Networks that keep regional Australia connected',
  subheading: 'Managed networks, radio and cloud for councils, utilities and businesses outside the capitals.',
  offer: 'Free connectivity review for the first 30 bookings',
  offerEndsOn: '2030-06-30',
  actions: [
    { id: 11, label: 'Book a review', href: '/gday22#enquiry-form', style: 'primary', newTab: false, form: 'campaign-lead', builtForm: null, enquiryType: 'none', campaign: 'gday22-roadshow' },
    { id: 12, label: 'Call (02) 5550 4200', href: 'tel:+61255504200', style: 'secondary', newTab: false, form: 'none', builtForm: null, enquiryType: 'none' },
  ],
  image: fixtureImage('regional-tower', 'A radio tower above wheat fields at sunrise'),
};

const imageTextFixture: BlockOf<'blocks.image-text'> = {
  __component: 'blocks.image-text',
  id: 5,
  eyebrow: 'Case study',
  heading: 'Forty depots, one network, one weekend',
  body: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Riverina Shire Council moved every depot and library to SD-WAN over a single weekend. ' },
        { type: 'text', text: 'Nobody lost a phone line.', bold: true },
      ],
    },
  ],
  image: fixtureImage('council-depot', 'A technician fitting a router in a council depot'),
  imagePosition: 'left',
  action: { id: 51, label: 'Read the case study', href: '/resources/council-goes-sd-wan', style: 'text', newTab: false, form: 'none', builtForm: null, enquiryType: 'none' },
};

const jobOpeningsFixture: BlockOf<'blocks.job-openings'> = {
  __component: 'blocks.job-openings',
  id: 14,
  heading: 'Open roles',
  intro: 'We hire engineers where our customers are, not just in Sydney.',
  jobs: [
    {
      id: 141,
      title: 'Field network engineer',
      location: 'Wagga Wagga NSW',
      employment: 'full_time',
      summary: 'Install and look after networks and radio sites across the Riverina, with a company vehicle and on-call allowance.',
      applyHref: 'mailto:careers@ironbark.example',
    },
  ],
  emptyText: 'There are no open roles right now. Send your CV to careers@ironbark.example and we will keep it on file.',
};

const latestResourcesFixture: BlockOf<'blocks.latest-resources'> = {
  __component: 'blocks.latest-resources',
  id: 17,
  heading: 'Recent work',
  intro: 'Case studies from councils, parks and schools we connect.',
  type: 'case_study',
  count: 3,
};

const logoCloudFixture: BlockOf<'blocks.logo-cloud'> = {
  __component: 'blocks.logo-cloud',
  id: 7,
  heading: 'Technology partners',
  logos: [
    { id: 71, name: 'Riverina Water', image: fixtureImage('logo-riverina-water', 'Riverina Water', 320, 120) },
    { id: 72, name: 'Coastline Holiday Parks', href: 'https://www.example.com' },
    { id: 73, name: 'Hunter Valley Buses' },
  ],
};

const richTextFixture: BlockOf<'blocks.rich-text'> = {
  __component: 'blocks.rich-text',
  id: 2,
  heading: 'How we look after your network',
  body: [
    { type: 'heading', level: 3, children: [{ type: 'text', text: 'Monitoring' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Every device reports to our Sydney operations centre. Read the ' },
        { type: 'link', url: '/about-us', children: [{ type: 'text', text: 'story of our team' }] },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'list',
      format: 'unordered',
      children: [
        { type: 'list-item', children: [{ type: 'text', text: 'Alerts answered within 15 minutes' }] },
        { type: 'list-item', children: [{ type: 'text', text: 'Monthly reports in plain English' }] },
      ],
    },
  ],
  width: 'narrow',
};

const statsFixture: BlockOf<'blocks.stats'> = {
  __component: 'blocks.stats',
  id: 6,
  heading: 'By the numbers',
  stats: [
    { id: 61, value: '25+', label: 'Years in business' },
    { id: 62, value: '400', label: 'Sites managed', detail: 'Across every mainland state' },
    { id: 63, value: '15 min', label: 'Alert response time' },
  ],
};

const stepsFixture: BlockOf<'blocks.steps'> = {
  __component: 'blocks.steps',
  id: 11,
  heading: 'How a project runs',
  steps: [
    { id: 111, title: 'Site survey', text: 'An engineer visits each site and records what is there.' },
    { id: 112, title: 'Design', text: 'We agree the design, the cut-over plan and the support levels with you.' },
    { id: 113, title: 'Cut-over', text: 'Sites move overnight or at weekends, with a way back for every step.' },
  ],
};

const teamGridFixture: BlockOf<'blocks.team-grid'> = {
  __component: 'blocks.team-grid',
  id: 13,
  heading: 'Leadership team',
  members: [
    {
      id: 131,
      name: 'Priya Raman',
      role: 'Managing director',
      bio: 'Priya founded Ironbark after fifteen years building radio networks for emergency services.',
      photo: fixtureImage('priya-raman', 'Priya Raman', 600, 600),
    },
    { id: 132, name: 'Tom Walsh', role: 'Head of network operations' },
  ],
};

const testimonialFixture: BlockOf<'blocks.testimonial'> = {
  __component: 'blocks.testimonial',
  id: 8,
  quote: 'The cut-over happened overnight. Our crews started Monday on the new network and nobody noticed, which is exactly what we wanted.',
  author: 'Sam Nguyen',
  role: 'IT manager',
  organisation: 'Riverina Water',
  photo: fixtureImage('sam-nguyen', 'Sam Nguyen', 400, 400),
};

const videoFixture: BlockOf<'blocks.video'> = {
  __component: 'blocks.video',
  id: 12,
  heading: 'See it in action',
  title: 'Push-to-talk over cellular for bus drivers',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  caption: 'Drivers talk to the depot at the press of a button, anywhere there is mobile coverage.',
  poster: fixtureImage('bus-driver-radio', 'A bus driver pressing a push-to-talk button on the dashboard'),
};

/** The type makes one compulsory for each block. */
export const blockFixtures: { [T in BlockType]: BlockOf<T> } = {
  'blocks.hero': heroFixture,
  'blocks.rich-text': richTextFixture,
  'blocks.card-grid': cardGridFixture,
  'blocks.feature-list': featureListFixture,
  'blocks.image-text': imageTextFixture,
  'blocks.stats': statsFixture,
  'blocks.logo-cloud': logoCloudFixture,
  'blocks.testimonial': testimonialFixture,
  'blocks.cta-banner': ctaBannerFixture,
  'blocks.faq': faqFixture,
  'blocks.steps': stepsFixture,
  'blocks.video': videoFixture,
  'blocks.team-grid': teamGridFixture,
  'blocks.job-openings': jobOpeningsFixture,
  'blocks.contact-details': contactDetailsFixture,
  'blocks.form': formFixture,
  'blocks.latest-resources': latestResourcesFixture,
  'blocks.child-pages': childPagesFixture,
};
