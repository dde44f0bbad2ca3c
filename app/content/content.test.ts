// Invariants of the editorial content required by the public-site specification.

import { describe, expect, test } from 'vitest';

import { actionDomains } from './action-domains';
import { boardFigureDefaults, numberFigureDefaults } from './figures';
import { galleryCategories, galleryPhotos } from './gallery';
import { actionsSection, exploreSection, hero } from './home';
import { legalDefaults } from '~/config/association';
import { legalNoticeSections, privacyPolicyLastUpdated, privacyPolicySections } from './legal';
import {
  defaultNeighbourhoodSlug,
  neighbourhoods,
  presquileCenter,
  unescoBlock,
} from './neighbourhoods';
import { proposalsPage } from './proposals-page';
import { teamContact, teamValues } from './team';
import { BOARD_FIGURES, BOARD_FIGURE_KEYS, FIGURE_DEFAULTS, headlineFigures as headlineFiguresOf, HISTORY_FIGURES, HOME_FIGURES, NUMBER_FIGURE_KEYS, NUMBER_FIGURES } from '~/features/figures/figures';
import { testimonialCategories } from './testimonials';
import { sampleCampaigns } from '~/db/seeds/campaigns';
import { sampleBoardMembers } from '~/db/seeds/team';
import { sampleTestimonials } from '~/db/seeds/testimonials';

// The sample board, testimonials and campaigns a new install starts with (seeded, then edited in
// the back-office), in the shape these invariants read.
const campaigns = sampleCampaigns.map((c) => ({ id: c.slug, image: { src: c.image ?? '', alt: c.imageAlt ?? '' } }));
const testimonials = sampleTestimonials.map((t) => ({ id: t.slug, category: t.category, featuredOnHome: t.featuredOnHome, photo: { src: t.photo ?? '' } }));
const boardMembers = sampleBoardMembers.map((m) => ({ id: m.slug, role: m.role, specialties: m.specialties ?? [] }));
import { sampleMilestones } from '~/db/seeds/timeline';

// What a new install shows: the figures' defaults, as the pages draw them.
const headlineFigures = headlineFiguresOf(HOME_FIGURES, FIGURE_DEFAULTS);
const closingFigures = headlineFiguresOf(HISTORY_FIGURES, FIGURE_DEFAULTS);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('home', () => {
  test('headline figures are the five figures of the specification', () => {
    expect(headlineFigures.map((figure) => [figure.value, figure.format])).toEqual([
      [545000, 'number'],
      // The sum of the neighbourhoods' inhabitants: one source (issue 36).
      [42200, 'number'],
      [37000, 'number'],
      [1998, 'year'],
      [2000, 'number'],
    ]);
    expect(headlineFigures.find((figure) => figure.value === 2000)?.suffix).toBe('+');
  });

  test('action domains are the ten domains in the specified order', () => {
    expect(actionDomains.map((domain) => domain.name)).toEqual([
      'Urbanisme',
      'Familles',
      'Patrimoine',
      'Jeunesse',
      'Sécurité',
      'Économie locale',
      'Mobilités',
      'Santé',
      'Culture',
      'Innovation',
    ]);
  });

  test('there are exactly three featured campaigns: ZTL, heritage and shops', () => {
    expect(campaigns.map((campaign) => campaign.id)).toEqual(['ztl', 'patrimoine', 'commerces']);
    for (const campaign of campaigns) {
      expect(campaign.image.src).toMatch(/^\/images\/campaigns\/[a-z-]+\.svg$/);
      expect(campaign.image.alt).not.toBe('');
    }
  });

  test('hero mentions 2023 and links to the neighbourhoods and membership pages', () => {
    expect(hero.subtitle).toContain('2023');
    expect(hero.primaryCta.href).toBe('/quartiers');
    expect(hero.secondaryCta.href).toBe('/adhesion');
  });

  test('explore section has four cards linking to four distinct pages', () => {
    expect(exploreSection.cards).toHaveLength(4);
    expect(new Set(exploreSection.cards.map((card) => card.href))).toEqual(
      new Set(['/prises-positions', '/quartiers', '/histoire', '/remontee-idees']),
    );
  });

  test('actions section lists about four actions', () => {
    expect(actionsSection.actions.length).toBeGreaterThanOrEqual(3);
    expect(actionsSection.actions.length).toBeLessThanOrEqual(6);
  });
});

describe('testimonials', () => {
  test('exactly five testimonials are featured in the home carousel', () => {
    expect(testimonials.filter((testimonial) => testimonial.featuredOnHome)).toHaveLength(5);
  });

  test('every testimonial category has at least one testimonial', () => {
    const categories = new Set<string>(testimonials.map((testimonial) => testimonial.category));
    for (const filter of testimonialCategories.filter((item) => item.id !== 'tous')) {
      expect(categories.has(filter.id)).toBe(true);
    }
  });

  test('filters start with Tous and list the four categories', () => {
    expect(testimonialCategories.map((filter) => filter.label)).toEqual([
      'Tous',
      'Résidents',
      'Commerçants',
      'Visiteurs',
      'Artistes',
    ]);
  });

  test('testimonial photos follow the /images/testimonials/<id>.svg convention', () => {
    for (const testimonial of testimonials) {
      expect(testimonial.photo.src).toBe(`/images/testimonials/${testimonial.id}.svg`);
    }
  });
});

describe('history timeline', () => {
  // The periods are content now (timeline_periods): tests/integration/timeline.test.ts.
  test('closing panel shows the home page\'s inhabitants and shops figures, and 30 listed monuments', () => {
    expect(closingFigures.map((figure) => [figure.value, figure.suffix ?? ''])).toEqual([
      [42200, ''],
      [2000, '+'],
      [30, ''],
    ]);
    // One source: the panel reads the same stored figures as the home page, not copies.
    expect(HISTORY_FIGURES.filter((key) => HOME_FIGURES.includes(key))).toEqual(['inhabitants', 'shops']);
    for (const id of ['habitants', 'commerces']) {
      expect(closingFigures.find((figure) => figure.id === id)).toEqual(headlineFigures.find((figure) => figure.id === id));
    }
  });
});

describe('association figures', () => {
  test('a new install counts members (over the register\'s 150), positions and files in progress, and states "100+" actions', () => {
    expect(numberFigureDefaults.members).toMatchObject({ auto: true, value: 150, label: 'adhérents' });
    expect(numberFigureDefaults.actions).toMatchObject({ auto: false, value: 100, plus: true });
    expect(numberFigureDefaults.positions.auto).toBe(true);
    expect(numberFigureDefaults.inProgress.auto).toBe(true);
  });

  test('only a figure the database can count defaults to its count, and every typed default has a number', () => {
    for (const key of NUMBER_FIGURE_KEYS) {
      const figure = numberFigureDefaults[key];
      if (figure.auto) expect({ key, counted: Boolean(NUMBER_FIGURES[key].counted) }).toEqual({ key, counted: true });
      else expect({ key, value: figure.value }).toEqual({ key, value: expect.any(Number) });
    }
  });
});

describe('board', () => {
  test('there are four statistics and three values, and a contact block', () => {
    expect(BOARD_FIGURE_KEYS.map((key) => boardFigureDefaults[key].value)).toEqual(['15 ans', '250 h', '75+', '12']);
    expect(teamValues.map((value) => value.title)).toEqual(['Engagement', 'Collectif', 'Excellence']);
    expect(teamContact.linkLabel).toBe('Écrire au bureau');
  });

  test('the board has five members with the five statutory roles', () => {
    expect(boardMembers).toHaveLength(5);
    const roles = boardMembers.map((member) => member.role);
    expect(roles[0]).toMatch(/^Présidente?$/);
    expect(roles[1]).toMatch(/^Co-présidente?$/);
    expect(roles[2]).toMatch(/^Secrétaire générale?$/);
    expect(roles[3]).toMatch(/^Trésori(er|ère)$/);
    expect(roles[4]).toMatch(/^Trésori(er|ère) adjointe?$/);
  });

  test('each board member has three or four specialties', () => {
    for (const member of boardMembers) {
      expect(member.specialties.length).toBeGreaterThanOrEqual(3);
      expect(member.specialties.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('neighbourhoods', () => {
  test('there are eight neighbourhoods in the specified order', () => {
    expect(neighbourhoods.map((neighbourhood) => neighbourhood.slug)).toEqual([
      'bellecour',
      'terreaux',
      'cordeliers',
      'jacobins',
      'ainay',
      'confluence',
      'perrache',
      'pentes',
    ]);
  });

  test('each neighbourhood has exactly five points of interest', () => {
    for (const neighbourhood of neighbourhoods) {
      expect(neighbourhood.pointsOfInterest).toHaveLength(5);
    }
  });

  test('Bellecour has 2 500 inhabitants, 180 shops and 12 monuments', () => {
    const bellecour = neighbourhoods.find((neighbourhood) => neighbourhood.slug === 'bellecour');
    expect(bellecour?.stats).toEqual({ inhabitants: 2500, shops: 180, monuments: 12 });
  });

  test('the default neighbourhood is Bellecour and it exists', () => {
    expect(defaultNeighbourhoodSlug).toBe('bellecour');
    expect(neighbourhoods.some((neighbourhood) => neighbourhood.slug === defaultNeighbourhoodSlug)).toBe(true);
  });

  test('neighbourhood centres lie within the Presqu’île area', () => {
    for (const { center } of [...neighbourhoods, { center: presquileCenter }]) {
      expect(center[0]).toBeGreaterThan(45.73);
      expect(center[0]).toBeLessThan(45.78);
      expect(center[1]).toBeGreaterThan(4.81);
      expect(center[1]).toBeLessThan(4.845);
    }
  });

  test('neighbourhood images follow the /images/quartiers/<slug>.svg convention', () => {
    for (const neighbourhood of neighbourhoods) {
      expect(neighbourhood.image.src).toBe(`/images/quartiers/${neighbourhood.slug}.svg`);
    }
  });

  test('the UNESCO block has five items', () => {
    expect(unescoBlock.items).toHaveLength(5);
  });
});

describe('gallery', () => {
  test('there are eight photos covering every category except Tous', () => {
    expect(galleryPhotos).toHaveLength(8);
    const covered = new Set<string>(galleryPhotos.map((photo) => photo.category));
    for (const filter of galleryCategories.filter((item) => item.id !== 'tous')) {
      expect(covered.has(filter.id)).toBe(true);
    }
  });

  test('gallery filters start with Tous and list the five categories', () => {
    expect(galleryCategories.map((filter) => filter.label)).toEqual([
      'Tous',
      'Architecture',
      'Événements',
      'Vie quotidienne',
      'Patrimoine',
      'Saisons',
    ]);
  });

  test('photo image keys follow the gallery/<id> convention', () => {
    for (const photo of galleryPhotos) {
      expect(photo.image.base).toBe(`gallery/${photo.id}`);
    }
  });
});

describe('proposals and legal pages', () => {
  test('the proposals page has the mid-July 2025 unveiling date and three themes', () => {
    expect(proposalsPage.unveilingOn).toBe('2025-07-15');
    expect(proposalsPage.themes.map((theme) => theme.title)).toEqual([
      'Patrimoine et culture',
      'Qualité de vie',
      'Économie locale',
    ]);
    expect(proposalsPage.links.map((link) => link.href)).toEqual(['/prises-positions', '/adhesion']);
  });

  test('legal notices give the creation date, then the Journal officiel one once entered, and the contact token', () => {
    const text = legalNoticeSections(legalDefaults).flatMap((section) => section.paragraphs).join('\n');
    expect(text).toContain('Date de création (déclaration en préfecture)\u202f: 07/06/2023');
    // No date of our own making: the line waits for the association's.
    expect(text).not.toContain('Journal officiel');
    const entered = legalNoticeSections({ ...legalDefaults, journalOfficielOn: '2023-07-01' }).flatMap((section) => section.paragraphs).join('\n');
    expect(entered).toContain('Journal officiel des associations et fondations d’entreprise\u202f: 01/07/2023');
    expect(text).toContain('{email}');
    expect(legalNoticeSections(legalDefaults).flatMap((section) => section.links ?? []).map((link) => link.href)).toContain(
      '/politique-confidentialite',
    );
  });

  test('the RNA number and the host are configuration, left out (never a placeholder) until set', () => {
    const unset = legalNoticeSections(legalDefaults);
    const placeholder = unset.flatMap((section) => section.paragraphs).join('\n');
    expect(placeholder).not.toMatch(/Numéro RNA|compléter/);
    expect(unset.map((section) => section.id)).not.toContain('hebergement');
    const configured = legalNoticeSections({
      ...legalDefaults,
      rnaNumber: 'W691234567',
      hosting: { name: 'Hébergeur SAS', address: '1 rue de la Paix, 75002 Paris', phone: '01 23 45 67 89' },
    })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(configured).toContain('Numéro RNA\u202f: W691234567');
    expect(configured).toContain('Hébergeur\u202f: Hébergeur SAS');
    expect(configured).toContain('Téléphone\u202f: 01 23 45 67 89');
    const published = legalNoticeSections(legalDefaults, { name: 'Association des Riverains', shortName: 'AR', address: '12 rue Mercière, 69002 Lyon', phone: '+33412345678' })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(published).toContain('Dénomination\u202f: Association des Riverains (AR)');
    expect(published).toContain('Adresse postale\u202f: 12 rue Mercière, 69002 Lyon');
    expect(published).toContain('Téléphone\u202f: 04 12 34 56 78');
  });

  test('the privacy policy names the CNIL and its last update date', () => {
    const text = privacyPolicySections.flatMap((section) => section.paragraphs).join('\n');
    expect(text).toContain('CNIL');
    expect(text).toContain('{email}');
    expect(privacyPolicyLastUpdated).toBe('22 novembre 2026');
  });
});

describe('identifiers', () => {
  test('ids and slugs are unique within every collection', () => {
    const collections: Record<string, readonly string[]> = {
      numberFigures: NUMBER_FIGURE_KEYS.map((key) => NUMBER_FIGURES[key].id),
      actionDomains: actionDomains.map((item) => item.id),
      campaigns: campaigns.map((item) => item.id),
      exploreCards: exploreSection.cards.map((item) => item.id),
      homeActions: actionsSection.actions.map((item) => item.id),
      testimonials: testimonials.map((item) => item.id),
      testimonialCategories: testimonialCategories.map((item) => item.id),
      sampleMilestones: sampleMilestones.map((item) => item.slug as string),
      timelineClosingFigures: closingFigures.map((item) => item.id),
      boardFigures: BOARD_FIGURE_KEYS.map((key) => BOARD_FIGURES[key].id),
      boardMembers: boardMembers.map((item) => item.id),
      teamValues: teamValues.map((item) => item.title),
      neighbourhoods: neighbourhoods.map((item) => item.slug),
      unescoItems: unescoBlock.items.map((item) => item.id),
      galleryPhotos: galleryPhotos.map((item) => item.id),
      galleryCategories: galleryCategories.map((item) => item.id),
      proposalThemes: proposalsPage.themes.map((item) => item.id),
      legalNoticeSections: legalNoticeSections(legalDefaults).map((item) => item.id),
      privacyPolicySections: privacyPolicySections.map((item) => item.id),
    };
    for (const [name, ids] of Object.entries(collections)) {
      expect({ name, duplicates: duplicates(ids) }).toEqual({ name, duplicates: [] });
    }
  });

  test('ids and slugs are lowercase kebab-case', () => {
    const ids = [
      ...NUMBER_FIGURE_KEYS.map((key) => NUMBER_FIGURES[key].id),
      ...BOARD_FIGURE_KEYS.map((key) => BOARD_FIGURES[key].id),
      ...actionDomains.map((item) => item.id),
      ...campaigns.map((item) => item.id),
      ...testimonials.map((item) => item.id),
      ...sampleMilestones.map((item) => item.slug as string),
      ...boardMembers.map((item) => item.id),
      ...neighbourhoods.map((item) => item.slug),
      ...galleryPhotos.map((item) => item.id),
    ];
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
