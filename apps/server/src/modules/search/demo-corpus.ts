/**
 * The offline demo's web: a few short articles written for Amply, which the demo search
 * finds and the server itself serves at /demo-web/:slug (demo-web-pages.ts), so that every
 * screen of a searched answer (sources, citations, the page a citation opens) can be tried
 * with no search service and no network.
 */
export interface DemoArticle {
  slug: string
  title: string
  paragraphs: string[]
}

export const demoSite = 'Amply demo web'

export const demoCorpus: DemoArticle[] = [
  {
    slug: 'eiffel-tower',
    title: 'The Eiffel Tower',
    paragraphs: [
      "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. It was built by Gustave Eiffel's engineering company for the 1889 World's Fair, which marked the centenary of the French Revolution.",
      'Construction took a little over two years, from January 1887 to March 1889. About 18,000 iron parts were joined by some 2.5 million rivets, and the tower was the tallest structure in the world until the Chrysler Building in New York was finished in 1930.',
      'The tower is about 330 metres tall today, antennas included; without them the structure measures 300 metres. Its height changes by up to 15 centimetres with the temperature, as the iron expands in the summer heat.',
      'Visitors reach three levels by stairs and lifts: the first two hold restaurants and shops, and the top level, about 276 metres above the ground, has an observation deck. Nearly seven million people visit it each year.',
      'Many artists of the time protested against its construction, calling it useless and monstrous. It was meant to stand for twenty years, but it proved useful as a radio antenna and was kept.',
    ],
  },
  {
    slug: 'honeybees',
    title: 'How honeybees make honey',
    paragraphs: [
      'Honeybees make honey from nectar, the sugary liquid that flowers produce. A forager bee sucks nectar with its tongue and stores it in a second stomach, the honey stomach, where enzymes begin to break its sugars down.',
      'Back at the hive the forager passes the nectar to house bees, mouth to mouth. They keep adding enzymes, chiefly invertase, which splits sucrose into glucose and fructose, and then deposit the nectar in wax cells.',
      'Nectar is mostly water, so the bees fan it with their wings until its water content falls to about 17 to 18 percent. Then they seal each cell with a wax cap. This dry, acidic honey resists bacteria and keeps for years.',
      'A colony needs a great deal of nectar: to make one kilogram of honey, bees may visit several million flowers and fly a distance equal to several times around the Earth. A single worker makes only about a twelfth of a teaspoon in her life.',
      "The honey is the colony's food for winter, when no flowers bloom. Beekeepers take the surplus and leave enough for the bees, or feed them sugar syrup instead.",
    ],
  },
  {
    slug: 'photosynthesis',
    title: 'Photosynthesis',
    paragraphs: [
      'Photosynthesis is the process by which plants, algae and some bacteria turn light energy into chemical energy. They take in carbon dioxide and water and, using sunlight, make glucose and release oxygen.',
      'In plants it happens in chloroplasts, small structures in leaf cells that contain the green pigment chlorophyll. Chlorophyll absorbs mostly blue and red light and reflects green light, which is why leaves look green.',
      'The process has two stages. In the light-dependent reactions, light splits water molecules, releasing oxygen and storing energy in ATP and NADPH. In the Calvin cycle, that energy is used to fix carbon dioxide into sugars.',
      "Almost all the oxygen in the atmosphere comes from photosynthesis, and it is the base of nearly every food chain on Earth. Tiny ocean algae called phytoplankton produce about half of the planet's oxygen.",
    ],
  },
  {
    slug: 'james-webb-space-telescope',
    title: 'The James Webb Space Telescope',
    paragraphs: [
      'The James Webb Space Telescope is the largest optical telescope in space. It was launched on 25 December 2021 on an Ariane 5 rocket from French Guiana, in a partnership of NASA, the European Space Agency and the Canadian Space Agency.',
      'Its primary mirror is 6.5 metres across and made of 18 hexagonal segments of gold-coated beryllium. The mirror was folded to fit inside the rocket and unfolded in space.',
      'Webb observes mainly in infrared light. This lets it see through clouds of dust where stars are born, and see the first galaxies, whose light has been stretched into the infrared by the expansion of the universe.',
      'The telescope orbits the Sun about 1.5 million kilometres from Earth, near the second Lagrange point. A sunshield the size of a tennis court keeps its instruments at about minus 233 degrees Celsius, cold enough to detect faint heat.',
    ],
  },
  {
    slug: 'sourdough-bread',
    title: 'Sourdough bread',
    paragraphs: [
      "Sourdough bread is leavened by a starter, a fermented mixture of flour and water that holds wild yeasts and lactic acid bacteria, rather than by baker's yeast.",
      'A starter is made by mixing flour and water and feeding it fresh flour and water every day. After about five to ten days it rises reliably and smells pleasantly sour. Kept in a refrigerator, it needs feeding about once a week.',
      "The bacteria produce lactic and acetic acids, which give the bread its tangy taste and help it keep longer. The long fermentation also breaks down some of the flour's starches and proteins.",
      'A typical loaf rises slowly: the dough is mixed, left to ferment for several hours with a few folds, shaped, and often proofed overnight in the cold before it is baked in a very hot oven, ideally in a covered pot for the first part of the bake.',
    ],
  },
  {
    slug: 'great-barrier-reef',
    title: 'The Great Barrier Reef',
    paragraphs: [
      "The Great Barrier Reef, off the coast of Queensland in Australia, is the world's largest coral reef system. It stretches for over 2,300 kilometres and is made of about 2,900 individual reefs and 900 islands.",
      'It can be seen from space and is the largest structure on Earth built by living things: billions of tiny coral polyps. It became a UNESCO World Heritage Site in 1981.',
      'The reef is home to about 1,500 species of fish, 400 types of hard coral, turtles, dolphins and sharks. Much of it is protected by the Great Barrier Reef Marine Park.',
      'Warmer seas threaten it: when water stays too hot, corals expel the algae that live in their tissues and turn white, which is called coral bleaching. Mass bleaching events struck large parts of the reef in 2016, 2017, 2020, 2022 and 2024.',
    ],
  },
  {
    slug: 'northern-lights',
    title: 'The northern lights',
    paragraphs: [
      'The northern lights, or aurora borealis, are glowing curtains of light in the night sky near the Arctic. Their southern counterpart is the aurora australis.',
      "They are caused by the solar wind, a stream of charged particles from the Sun. The Earth's magnetic field guides these particles toward the poles, where they collide with gases of the upper atmosphere and make them glow.",
      'The colour depends on the gas and the altitude: oxygen gives the common green light at about 100 to 300 kilometres up, and a rarer red higher still; nitrogen gives blue and purple hues.',
      'The best places to see them are under the auroral oval, in northern Norway, Sweden, Finland, Iceland, Canada and Alaska, on dark, clear nights between September and March. Strong solar storms can push them much further south.',
    ],
  },
  {
    slug: 'coffee-and-caffeine',
    title: 'Coffee and caffeine',
    paragraphs: [
      'Coffee is brewed from the roasted seeds of the coffee plant, usually called beans. The two main species grown are arabica, valued for its flavour, and robusta, which is hardier and has about twice as much caffeine.',
      'A cup of brewed coffee of about 240 millilitres holds roughly 80 to 100 milligrams of caffeine, and a single espresso about 60 to 65 milligrams. Health authorities consider up to about 400 milligrams a day safe for most healthy adults.',
      'Caffeine works by blocking adenosine, a substance that builds up in the brain during the day and makes us feel sleepy. Its effect begins within about 15 to 45 minutes, and its half-life in the body is about five hours.',
      'Coffee likely originated in Ethiopia and was first brewed widely in Yemen in the fifteenth century. Today Brazil is by far the largest producer, followed by Vietnam and Colombia.',
    ],
  },
]
