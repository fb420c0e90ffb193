// Seed data, part 2: the words. Per-persona sentence parts that the seed combines into everyday posts.
import type { Random } from "./util";

interface Persona {
  openers: string[];
  bodies: string[];
  closers: string[];
  tags: string[];
}

export const PERSONAS: Record<string, Persona> = {
  alice: {
    openers: ["Garden update:", "Morning ride report:", "Makerspace log:", "Small win today:", "Note to self:", "Question for the gardeners here:"],
    bodies: [
      "the broad beans survived the cold snap and the first flowers are out",
      "rode the coast path to the lighthouse and back, 34 km with a headwind both ways somehow",
      "finally got the soil moisture sensor talking to the Raspberry Pi over I²C",
      "the tomato seedlings need potting on, they are leaning towards the window like sunflowers",
      "swapped the chain and cassette on the commuter, it shifts like new",
      "rewrote the watering scheduler in Rust and it went from 40 MB of RAM to 2",
      "saved seeds from the purple runner beans, labelled this time",
      "compost heap is steaming in the frost, which is the best kind of science",
      "the repair café fixed eleven bikes and two toasters on Saturday",
      "learned that slugs really do hate copper tape, or at least this slug does",
    ],
    closers: ["", "Photos later.", "More soon.", "Anyone else trying this?", "Feels good.", "Details on the makerspace wiki."],
    tags: ["gardening", "cycling", "rust", "makerspace", "lindenhaven"],
  },
  bob: {
    openers: ["Workshop:", "Today at the bench:", "Repair café notes:", "Tip:"],
    bodies: [
      "cut the dovetails for the tool chest by hand, only one of them needs a shim",
      "oiled the oak table with linseed, three coats, it glows",
      "a wheel that is out of true is usually just a loose spoke or two, check before you buy a new rim",
      "sharpened every chisel in the shop, nobody touch them",
      "built a bench hook from offcuts, best ten minutes of the week",
      "the old Raleigh frame cleaned up beautifully under the rust",
      "glue-up went fine, clamps are all in use until tomorrow",
    ],
    closers: ["", "Come by on Saturday.", "Pictures in the thread.", "Learned that the hard way."],
    tags: ["woodworking", "repaircafe", "bikes", "lindenhaven"],
  },
  carol: {
    openers: ["Clear sky tonight:", "Observing log:", "3 a.m. thoughts:"],
    bodies: [
      "Jupiter and three of its moons through the little refractor",
      "the Orion nebula was visible even with the harbour lights",
      "spotted a slow satellite pass right over the lighthouse",
      "seeing was poor but the Moon terminator made up for it",
      "counted nine meteors in an hour, not bad for a weeknight",
    ],
    closers: ["", "Going back out.", "Cold hands, happy heart."],
    tags: ["astronomy", "nightsky"],
  },
  dana: {
    openers: ["Darkroom:", "Film notes:", "New roll:"],
    bodies: [
      "pushed HP5 two stops for the harbour at dusk, grain like sand, love it",
      "mixed fresh developer and the negatives came out much denser",
      "the fishing boats at first light, shot on a 1962 rangefinder",
      "contact sheets from the market day are drying",
      "tried lith printing for the first time, the shadows go warm and strange",
    ],
    closers: ["", "Full scans for subscribers.", "Prints at the café next month."],
    tags: ["photography", "filmphotography", "darkroom"],
  },
  harbor_news: {
    openers: ["Harbour office:", "Ferry notice:", "Tides:", "Roads:"],
    bodies: [
      "the 07:40 ferry to Skarvholm is cancelled because of strong winds",
      "high tide at 14:12 (2.9 m), low tide at 20:31 (0.4 m)",
      "the north pier is closed for repairs until Friday",
      "the Saturday fish market moves to the old warehouse due to weather",
      "the coast road is open again after this morning's landslide clean-up",
      "harbour lights will be tested between 22:00 and 23:00 tonight",
    ],
    closers: ["", "Updates follow.", "Check the timetable before travelling."],
    tags: ["lindenhaven", "harbour", "ferry"],
  },
  lena: {
    openers: ["From the university garden:", "Moss of the week:", "Field trip:"],
    bodies: [
      "the tree ferns in the glasshouse unrolled three new fronds overnight",
      "Hylocomium splendens, the stair-step moss, one storey per year",
      "found a liverwort colony on the old sea wall",
      "spores under the microscope look like tiny planets",
    ],
    closers: ["", "Nature is showing off.", "Students were thrilled."],
    tags: ["botany", "mosses", "ferns"],
  },
  marco: {
    openers: ["Reading:", "Listening:", "Thinking about"],
    bodies: [
      "how small servers make the fediverse feel like a village again",
      "an old jazz record I found at the flea market",
      "why every federation protocol eventually reinvents email",
    ],
    closers: ["", "Thoughts?"],
    tags: ["fediverse", "music"],
  },
  admin: {
    openers: ["Server note:", "Maintenance:", "Welcome!"],
    bodies: [
      "the instance was upgraded to the latest Mitra release, please report anything odd",
      "backups now run every night at 03:00 and are tested weekly",
      "we now have invite codes for friends of members, ask in a direct message",
      "media storage was cleaned up, about 2 GB of orphaned files removed",
    ],
    closers: ["", "Thanks for being here.", "Questions welcome."],
    tags: ["tidepool", "meta"],
  },
};

export function ambientText(random: Random, persona: string): string {
  const p = PERSONAS[persona];
  const parts = [random.pick(p.openers), random.pick(p.bodies)];
  let text = `${parts[0]} ${parts[1]}.`;
  const closer = random.pick(p.closers);
  if (closer) text += ` ${closer}`;
  if (random.chance(0.55)) {
    const tag = random.pick(p.tags);
    const other = random.pick(p.tags.filter((t) => t !== tag));
    text += random.chance(0.5) ? ` #${tag}` : `\n\n#${tag} #${other}`;
  }
  return text;
}

export const REPLY_LINES = [
  "That looks great!",
  "Oh nice, I've been meaning to try that.",
  "Where did you get the parts?",
  "Same here, it was a long week.",
  "Thanks for sharing, saving this for later.",
  "Ha, classic.",
  "Can you post a photo?",
  "This made my morning.",
  "Good luck with it!",
  "I'll bring coffee on Saturday.",
];
