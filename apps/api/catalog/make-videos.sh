#!/usr/bin/env bash
# Renders the short lesson videos of the default catalogue (decision D4) from each course's manifest.json:
# one H.264/AAC MP4 per lesson, 426x240, a few seconds long, showing the course, the lesson title and a
# progress bar. The results are committed (about 40 KB each) so a machine without ffmpeg still has them;
# run this again only after changing a lesson title or adding a course folder.
#   usage: apps/api/catalog/make-videos.sh [course-folder...]   (default: every folder beside this script)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
font="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
seconds="${SECONDS_PER_VIDEO:-6}"
command -v ffmpeg >/dev/null || { echo "ffmpeg is required to render the videos" >&2; exit 1; }
[ -f "$font" ] || { echo "font not found: $font (set FONT=/path/to/font.ttf)" >&2; exit 1; }

if [ "$#" -eq 0 ]; then set -- "$here"/*/; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for folder in "$@"; do
  folder="${folder%/}"
  manifest="$folder/manifest.json"
  [ -f "$manifest" ] || { echo "skipping $folder: no manifest.json" >&2; continue; }
  # One line per lesson: number, video path, course title, lesson title (tab-separated).
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    m.lessons.forEach((l, i) => console.log([i + 1, l.video, m.title.split(":")[0], l.title].join("\t")));
  ' "$manifest" | while IFS=$'\t' read -r number video course title; do
    out="$folder/$video"
    mkdir -p "$(dirname "$out")"
    printf '%s' "$course" > "$work/course.txt"
    printf '%s' "$title" > "$work/title.txt"
    printf 'Lesson %s' "$number" > "$work/number.txt"
    # Text comes from files so that quotes and colons in titles need no escaping.
    ffmpeg -nostdin -loglevel error -y \
      -f lavfi -i "color=c=0x0f172a:s=426x240:r=12:d=$seconds" \
      -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=$seconds" \
      -f lavfi -i "color=c=0x38bdf8:s=378x6:r=12:d=$seconds" \
      -filter_complex "[0:v]drawbox=x=0:y=0:w=iw:h=6:color=0x38bdf8@1:t=fill,\
drawtext=fontfile=$font:textfile=$work/course.txt:x=24:y=28:fontsize=16:fontcolor=0x94a3b8,\
drawtext=fontfile=$font:textfile=$work/number.txt:x=24:y=92:fontsize=14:fontcolor=0x38bdf8,\
drawtext=fontfile=$font:textfile=$work/title.txt:x=24:y=114:fontsize=22:fontcolor=white,\
drawbox=x=24:y=200:w=378:h=6:color=0x334155@1:t=fill[base];\
[base][2:v]overlay=x='24-378+378*t/$seconds':y=200,\
drawbox=x=0:y=200:w=24:h=6:color=0x0f172a@1:t=fill,\
drawtext=fontfile=$font:text='%{pts\\:hms}':x=w-tw-24:y=214:fontsize=12:fontcolor=0x94a3b8[v];\
[1:a]volume=0.05,afade=t=in:d=0.5,afade=t=out:st=$((seconds - 1)):d=1[a]" \
      -map '[v]' -map '[a]' \
      -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -profile:v main \
      -c:a aac -b:a 24k -ac 1 \
      -movflags +faststart \
      "$out"
    echo "$out ($(stat -c %s "$out") bytes)"
  done
done
