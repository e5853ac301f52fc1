#!/usr/bin/env node
// Writes the WebVTT captions (D52) of the default catalogue's lesson videos, in English and French, and names
// them in each course's manifest.json. The videos (make-videos.sh) are six seconds of a soft tone under the
// course's name, "Lesson N" and the lesson's title, with a progress bar; the captions say what is heard and
// shown, in the order a viewer reads it. Run again after changing a lesson title (the results are committed).
//   usage: node apps/api/catalog/make-captions.mjs
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.SECONDS_PER_VIDEO ?? 6);

/** The French lesson titles, by English title. */
const FRENCH = {
  'Your first component': 'Votre premier composant',
  'Props: passing data down': 'Les props : transmettre des données',
  'State with useState': 'L’état avec useState',
  'Effects with useEffect': 'Les effets avec useEffect',
  'Anatomy of an HTML document': 'Anatomie d’un document HTML',
  'Semantic elements': 'Les éléments sémantiques',
  'Links and images': 'Liens et images',
  'Accessible forms': 'Des formulaires accessibles',
  'Modules and npm': 'Les modules et npm',
  'The event loop': 'La boucle d’événements',
  'Working with files': 'Travailler avec des fichiers',
  'Your first HTTP server': 'Votre premier serveur HTTP',
  'Routes from folders': 'Des routes à partir des dossiers',
  'Layouts and navigation': 'Mises en page et navigation',
  'Fetching data on the server': 'Récupérer des données sur le serveur',
  'Your first repository': 'Votre premier dépôt',
  'Branches and merging': 'Branches et fusions',
  'Remotes and pull requests': 'Dépôts distants et pull requests',
  'Tables and types': 'Tables et types',
  'Querying with SELECT': 'Interroger avec SELECT',
  'Joining tables': 'Joindre des tables',
  'Indexes and performance': 'Index et performances',
};

const time = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0');
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

function vtt(cues) {
  const marks = [0, 1.5, 3, SECONDS - 1, SECONDS];
  const body = cues.map((text, i) => `${i + 1}\n${time(marks[i])} --> ${time(marks[i + 1])}\n${text}\n`);
  return `WEBVTT\n\n${body.join('\n')}`;
}

for (const folder of readdirSync(here).sort()) {
  const manifestPath = path.join(here, folder, 'manifest.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const course = manifest.title.split(':')[0];
  manifest.lessons.forEach((lesson, index) => {
    const french = FRENCH[lesson.title];
    if (!french) throw new Error(`no French title for "${lesson.title}" in ${folder}`);
    const base = path.basename(lesson.video).replace(/\.[^.]+$/, '');
    const tracks = [
      {
        language: 'en',
        label: 'English',
        cues: [`[Soft tone] ${course}`, `Lesson ${index + 1}`, lesson.title, '[The tone fades out]'],
      },
      {
        language: 'fr',
        label: 'Français',
        cues: [`[Son doux] ${course}`, `Leçon ${index + 1}`, french, '[Le son s’estompe]'],
      },
    ];
    lesson.captions = tracks.map(({ language, label, cues }) => {
      const file = `captions/${base}.${language}.vtt`;
      mkdirSync(path.join(here, folder, 'captions'), { recursive: true });
      writeFileSync(path.join(here, folder, file), vtt(cues));
      return { language, label, file };
    });
  });
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${folder}: ${manifest.lessons.length * 2} caption files`);
}
