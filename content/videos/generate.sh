#!/usr/bin/env bash
# Regenerates the demo video presentations in content/videos/<name>/.
#
#   talk.md       front matter + title + one summary paragraph
#   captions.vtt  WebVTT transcript; one cue per slide, timed to the narration
#   video.webm    640x360 VP9 slides + Opus mono narration (espeak-ng), < 180 KB
#   preview.webm  320x180 VP9, 3 s, no audio, < 40 KB (slides 1-3, one second each)
#
# Build-time tool only: the app reads the generated files, never this script.
# Needs: ffmpeg/ffprobe with libvpx-vp9, libopus, drawtext; espeak-ng (optional:
# without it, or with NO_AUDIO=1, the videos are silent and cues are timed by length).
# Fonts: fonts-dejavu-core.
#
# Usage: ./generate.sh [name ...]        (no names = all talks)
#
# Data format (one block per talk, below):
#   key: value lines (owner, theme, voice, tags, views, curated, title, description, summary)
#   slide: Heading | on-screen line[ / second line] | Spoken caption sentence(s).
# A " / " in the heading or on-screen text is a line break on the slide.
set -euo pipefail

OUT=$(cd "$(dirname "$0")" && pwd)
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FPS=10                  # slides are static; 10 fps keeps every 0.1 s boundary exact
SPEED=175               # espeak-ng words per minute
MAX_VIDEO=$((175*1024)) # a little under the 180 KB budget
MAX_PREVIEW=$((38*1024))
WANT=("$@")

HAVE_TTS=1
if [[ ${NO_AUDIO:-0} == 1 ]] || ! command -v espeak-ng >/dev/null; then HAVE_TTS=0; fi

die() { echo "generate.sh: $*" >&2; exit 1; }

display_name() {
  case $1 in
    maria.lopez) echo "María López" ;;      kenji.tanaka) echo "Kenji Tanaka" ;;
    amara.okafor) echo "Dr. Amara Okafor" ;; lukas.becker) echo "Lukas Becker" ;;
    priya.sharma) echo "Priya Builds" ;;    tom.hughes) echo "Tom Hughes" ;;
    quietwriter) echo "quietwriter" ;;      sofia.rossi) echo "Sofia Rossi" ;;
    *) echo "$1" ;;
  esac
}

# theme -> gradient start, gradient end, accent colour
theme_colors() {
  case $1 in
    ocean)  C0=0x0b2e4f C1=0x1b6d8c ACC=0x7fdbff ;;
    sunset) C0=0x5a1e3c C1=0xc4562f ACC=0xffd27f ;;
    forest) C0=0x10301f C1=0x2e7d4f ACC=0xb8f28c ;;
    slate)  C0=0x1b212b C1=0x3c4a5e ACC=0x8fb3ff ;;
    berry)  C0=0x33103f C1=0x8e2763 ACC=0xffb3de ;;
    sand)   C0=0x4a3520 C1=0x9a6d39 ACC=0xfff1c9 ;;
    *) die "unknown theme $1" ;;
  esac
}

ms_to_ts() { # 12345 -> 00:00:12.345
  local ms=$1
  printf '%02d:%02d:%02d.%03d' $((ms/3600000)) $((ms/60000%60)) $((ms/1000%60)) $((ms%1000))
}

fsize() { stat -c %s "$1"; }

# Render one slide PNG: slide_png out.png index count heading body
slide_png() {
  local out=$1 idx=$2 count=$3 heading=$4 body=$5 dir=$6
  local -a hl bl
  local line maxh=0 maxb=0 hs bs y0 y f i
  IFS=$'\n' read -r -d '' -a hl < <(printf '%s\0' "${heading// \/ /$'\n'}") || true
  IFS=$'\n' read -r -d '' -a bl < <(printf '%s\0' "${body// \/ /$'\n'}") || true
  for line in "${hl[@]}"; do (( ${#line} > maxh )) && maxh=${#line}; done
  for line in "${bl[@]}"; do (( ${#line} > maxb )) && maxb=${#line}; done
  if   (( maxh <= 18 )); then hs=46
  elif (( maxh <= 22 )); then hs=40
  elif (( maxh <= 26 )); then hs=34
  else hs=30; fi
  (( idx == 1 && hs > 40 )) && hs=40
  if (( maxb <= 34 )); then bs=24; else bs=21; fi
  local hblock=$(( ${#hl[@]} * hs * 13 / 10 )) bblock=$(( ${#bl[@]} * bs * 15 / 10 ))
  y0=$(( (360 - hblock - 22 - bblock) / 2 - 6 ))

  local vf="drawbox=x=44:y=$((y0-6)):w=6:h=$((hblock+22+bblock)):color=${ACC}@0.95:t=fill"
  y=$y0; i=0
  for line in "${hl[@]}"; do
    f="$dir/h$idx-$i.txt"; printf '%s' "$line" > "$f"
    vf+=",drawtext=fontfile=$BOLD:textfile=$f:expansion=none:fontsize=$hs:fontcolor=white:x=66:y=$y:shadowcolor=black@0.35:shadowx=2:shadowy=2"
    y=$(( y + hs * 13 / 10 )); i=$((i+1))
  done
  y=$(( y + 22 - hs * 3 / 10 )); i=0
  for line in "${bl[@]}"; do
    f="$dir/b$idx-$i.txt"; printf '%s' "$line" > "$f"
    vf+=",drawtext=fontfile=$FONT:textfile=$f:expansion=none:fontsize=$bs:fontcolor=${ACC}:x=68:y=$y"
    y=$(( y + bs * 15 / 10 )); i=$((i+1))
  done
  # footer: talk title (left), slide number (right)
  printf '%s' "$TITLE" > "$dir/foot.txt"
  printf '%s' "$idx / $count" > "$dir/num$idx.txt"
  vf+=",drawtext=fontfile=$FONT:textfile=$dir/foot.txt:expansion=none:fontsize=14:fontcolor=white@0.6:x=28:y=328"
  vf+=",drawtext=fontfile=$FONT:textfile=$dir/num$idx.txt:expansion=none:fontsize=14:fontcolor=white@0.6:x=w-tw-28:y=328"
  ffmpeg -nostdin -v error -y -f lavfi \
    -i "gradients=s=640x360:c0=$C0:c1=$C1:x0=0:y0=0:x1=639:y1=359:seed=1:speed=0.00001" \
    -vf "$vf,format=rgb24" -frames:v 1 "$out"
}

build() {
  local name=$1
  [[ ${#WANT[@]} -eq 0 || " ${WANT[*]} " == *" $name "* ]] || return 0
  local owner="" theme="" voice="en-us" tags="" views="" curated="" description="" summary=""
  TITLE=""
  local -a heads=() bodies=() speech=()
  local line key val
  while IFS= read -r line; do
    [[ -z $line || $line == \#* ]] && continue
    key=${line%%:*}; val=${line#*: }
    case $key in
      owner) owner=$val ;; theme) theme=$val ;; voice) voice=$val ;; tags) tags=$val ;;
      views) views=$val ;; curated) curated=$val ;; title) TITLE=$val ;;
      description) description=$val ;; summary) summary=$val ;;
      slide)
        IFS='|' read -r h b s <<<"$val"
        h=${h#"${h%%[![:space:]]*}"}; h=${h%"${h##*[![:space:]]}"}
        b=${b#"${b%%[![:space:]]*}"}; b=${b%"${b##*[![:space:]]}"}
        s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}
        heads+=("$h"); bodies+=("$b"); speech+=("$s") ;;
      *) die "$name: unknown key $key" ;;
    esac
  done
  local n=${#heads[@]}
  (( n >= 6 && n <= 12 )) || die "$name: needs 6-12 slides, has $n"
  theme_colors "$theme"

  local dir; dir=$(mktemp -d)
  local tgt="$OUT/$name"
  mkdir -p "$tgt"
  echo "== $name ($n slides, owner $owner)"

  # 1. narration per cue, and cue durations (multiples of 100 ms)
  local -a dur=()
  local i d ms
  for ((i=0; i<n; i++)); do
    if (( HAVE_TTS )); then
      espeak-ng -v "$voice" -s "$SPEED" -w "$dir/s$i.wav" "${speech[i]}"
      d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$dir/s$i.wav")
    else
      d=$(awk -v w="$(wc -w <<<"${speech[i]}")" -v s="$SPEED" 'BEGIN{print w*60/s}')
    fi
    # 0.25 s lead-in + speech + 0.45 s pause, rounded up to 0.1 s, at least 3 s
    ms=$(awk -v d="$d" 'BEGIN{m=int((d+0.7)*10+0.999)*100; if(m<3000)m=3000; print m}')
    dur+=("$ms")
  done
  local total=0; for ms in "${dur[@]}"; do total=$((total+ms)); done
  (( total >= 20000 && total <= 40000 )) || die "$name: total ${total} ms outside 20-40 s"

  # 2. captions
  {
    echo "WEBVTT"; echo
    local t=0
    for ((i=0; i<n; i++)); do
      echo "$((i+1))"
      echo "$(ms_to_ts $t) --> $(ms_to_ts $((t+dur[i])))"
      echo "${speech[i]}"; echo
      t=$((t+dur[i]))
    done
  } > "$tgt/captions.vtt"

  # 3. slides
  for ((i=0; i<n; i++)); do
    slide_png "$dir/slide$i.png" $((i+1)) "$n" "${heads[i]}" "${bodies[i]}" "$dir"
  done

  # 4. audio track: each cue's speech delayed 250 ms, padded to the cue length
  local -a vin=() ain=()
  local fc="" sec
  for ((i=0; i<n; i++)); do
    sec=$(awk -v m="${dur[i]}" 'BEGIN{printf "%.1f", m/1000}')
    vin+=(-framerate "$FPS" -loop 1 -t "$sec" -i "$dir/slide$i.png")
    fc+="[$i:v]"
  done
  fc+="concat=n=$n:v=1:a=0,format=yuv420p[slides];"
  # progress bar along the bottom edge
  local tsec; tsec=$(awk -v m="$total" 'BEGIN{printf "%.1f", m/1000}')
  fc+="color=c=${ACC}:s=640x4:r=$FPS[bar];[slides][bar]overlay=x='-w+w*t/$tsec':y=356:shortest=1[v]"
  local -a amap=()
  if (( HAVE_TTS )); then
    for ((i=0; i<n; i++)); do
      sec=$(awk -v m="${dur[i]}" 'BEGIN{printf "%.3f", m/1000}')
      ffmpeg -nostdin -v error -y -i "$dir/s$i.wav" \
        -af "adelay=250,apad,atrim=0:$sec,aresample=24000" -ac 1 -c:a pcm_s16le "$dir/p$i.wav"
      echo "file 'p$i.wav'" >> "$dir/alist.txt"
    done
    ffmpeg -nostdin -v error -y -f concat -safe 0 -i "$dir/alist.txt" -c copy "$dir/narration.wav"
    ain=(-i "$dir/narration.wav")
    amap=(-map "$n:a" -c:a libopus -b:a 14k -ac 1 -application voip)
  fi

  # 5. encode; raise CRF until the file fits the budget
  local crf size
  for crf in 36 40 44 48 52 56; do
    ffmpeg -nostdin -v error -y "${vin[@]}" "${ain[@]}" -filter_complex "$fc" \
      -map "[v]" -c:v libvpx-vp9 -crf "$crf" -b:v 0 -g 300 -row-mt 1 -deadline good -cpu-used 2 \
      "${amap[@]}" -t "$tsec" -metadata title="$TITLE" -f webm "$dir/video.webm"
    size=$(fsize "$dir/video.webm")
    (( size <= MAX_VIDEO )) && break
  done
  (( size <= MAX_VIDEO )) || die "$name: video is $size bytes even at crf $crf"
  local vcrf=$crf
  mv "$dir/video.webm" "$tgt/video.webm"

  # 6. preview: slides 1-3, one second each, 320x180, no audio
  for crf in 30 36 42 48; do
    ffmpeg -nostdin -v error -y \
      -framerate "$FPS" -loop 1 -t 1 -i "$dir/slide0.png" \
      -framerate "$FPS" -loop 1 -t 1 -i "$dir/slide1.png" \
      -framerate "$FPS" -loop 1 -t 1 -i "$dir/slide2.png" \
      -filter_complex "[0:v][1:v][2:v]concat=n=3:v=1:a=0,scale=320:180:flags=lanczos,format=yuv420p[v]" \
      -map "[v]" -an -c:v libvpx-vp9 -crf "$crf" -b:v 0 -g 30 -row-mt 1 -deadline good -cpu-used 2 \
      -t 3 -f webm "$dir/preview.webm"
    size=$(fsize "$dir/preview.webm")
    (( size <= MAX_PREVIEW )) && break
  done
  (( size <= MAX_PREVIEW )) || die "$name: preview is $size bytes"
  mv "$dir/preview.webm" "$tgt/preview.webm"

  # 7. talk.md
  {
    echo "---"
    echo "owner: $owner"
    echo "privacy: public"
    echo "tags: $tags"
    echo "description: $description"
    [[ $curated == true ]] && echo "curated: true"
    echo "views: $views"
    echo "theme: $theme"
    echo "---"
    echo "# $TITLE"
    echo
    echo "$summary"
  } > "$tgt/talk.md"

  rm -rf "$dir"
  echo "   $(ms_to_ts "$total")  video $(fsize "$tgt/video.webm") B (crf $vcrf)  preview $(fsize "$tgt/preview.webm") B (crf $crf)"
}

# ---------------------------------------------------------------------------
# Talks
# ---------------------------------------------------------------------------

build three-ways-to-read-a-graph <<'EOF'
owner: kenji.tanaka
theme: ocean
voice: en-us+m3
tags: [maths, graphs, teaching]
views: 4210
title: Three ways to read a graph
description: A quick routine for reading any graph, axes first, then shape, then story. Made for students meeting line graphs in science and maths.
summary: A thirty-second routine for reading any graph a student meets. Start with the axes and the scale, move on to the shape and the slope, then look for the story told by peaks, dips and outliers, and finish by saying what the graph shows in a single sentence.
slide: Three ways to / read a graph | Kenji Tanaka | Here are three ways to read any graph, in about thirty seconds.
slide: 1. Read the axes | What is measured, and in which units? | First, read the axes. Check what each one measures, and in which units.
slide: Check the scale | Does it start at zero? / Linear or logarithmic? | Then check the scale. Does it start at zero, and is it linear or logarithmic?
slide: 2. Read the shape | Rising, falling, flat or curving? | Second, read the shape. Is the line rising, falling, flat, or curving?
slide: Slope means rate | A steeper line means faster change | The slope tells you the rate. A steeper line means faster change.
slide: 3. Read the story | Peaks, dips and outliers | Third, read the story. Look for peaks, dips, and points that break the pattern.
slide: Say it in one sentence | If you can't, read it again | Finally, describe the graph in one sentence. If you cannot, read it again.
EOF

build photosynthesis-in-30-seconds <<'EOF'
owner: amara.okafor
theme: forest
voice: en-gb+f3
tags: [biology, plants, science]
views: 12880
curated: true
title: Photosynthesis in 30 seconds
description: How a leaf turns light, water and carbon dioxide into sugar and oxygen, in half a minute.
summary: Photosynthesis is how plants turn light into food. A leaf takes in sunlight, water and carbon dioxide; chlorophyll in the chloroplasts captures the light, the light reactions split water and release oxygen, and the Calvin cycle uses the captured energy to build glucose. Almost every food chain on Earth starts here.
slide: Photosynthesis / in 30 seconds | Dr. Amara Okafor | This is photosynthesis in thirty seconds: how plants turn light into food.
slide: The inputs | Light, water and carbon dioxide | A leaf needs sunlight, water from its roots, and carbon dioxide from the air.
slide: Inside the chloroplast | Chlorophyll captures light energy | Inside chloroplasts, green chlorophyll absorbs light, mostly red and blue.
slide: Splitting water | The light reactions release oxygen | That energy splits water molecules, releasing the oxygen we breathe.
slide: Making sugar | The Calvin cycle fixes CO₂ / into glucose | The Calvin cycle then uses that energy to build sugar from carbon dioxide.
slide: The equation | 6CO₂ + 6H₂O + light → C₆H₁₂O₆ + 6O₂ | Six carbon dioxide and six water, with light, give one glucose and six oxygen.
slide: Why it matters | Almost every food chain starts here | Almost every food chain on Earth starts with this process.
EOF

build cold-email-that-gets-replies <<'EOF'
owner: maria.lopez
theme: sunset
voice: en-us+f2
tags: [sales, email, outreach]
views: 21650
curated: true
title: Cold email that gets replies
description: Six habits that turn a cold email from ignored to answered. Short, specific and about the reader.
summary: Most cold emails are ignored because they talk about the sender. This talk walks through a reply-friendly structure, with a short and specific subject line, an opening about the reader, one real problem, one line of proof and one easy ask, all in under a hundred words and followed up twice.
slide: Cold email that / gets replies | María López | Most cold emails are ignored. Here is how to write one that gets a reply.
slide: A specific subject | Four to six words, no hype | Keep the subject line short and specific. Four to six words, no hype.
slide: Open with them | Not with you or your company | Open with something about the reader, not about you or your company.
slide: One clear problem | Name a pain they actually have | Name one problem they really have, and show that you understand it.
slide: Proof in one line | A name, a number, a result | Add one line of proof: a customer name, a number, or a result.
slide: One easy ask | Worth a 15-minute call next week? | End with one easy question, like: is this worth a short call next week?
slide: Under 100 words | Then follow up twice | Keep it under a hundred words, and follow up twice before giving up.
EOF

build git-rebase-explained <<'EOF'
owner: lukas.becker
theme: slate
voice: en-gb+m1
tags: [git, programming, version-control]
views: 9340
title: Git rebase explained
description: What git rebase really does to your commits, how it differs from merge, and the one rule that keeps you out of trouble.
summary: A student's half-minute explanation of git rebase. When main moves on while you work on a branch, a merge joins the two histories with a merge commit, while a rebase replays your commits on top of the new main and gives them new hashes. Never rebase a branch others have pulled, and remember that git reflog can undo almost anything.
slide: Git rebase explained | Lukas Becker | Git rebase sounds scary. Here is what it actually does.
slide: Your branch is behind | main moved on while you worked | You branched off main, made some commits, and meanwhile main moved on.
slide: Merge joins histories | git merge main adds a merge commit | A merge joins the two histories with an extra merge commit.
slide: Rebase replays commits | git rebase main | A rebase instead replays your commits, one by one, on top of the new main.
slide: New commits, new hashes | Same changes, rewritten history | The changes stay the same, but every replayed commit gets a new hash.
slide: The golden rule | Never rebase a shared branch | So never rebase a branch that other people have already pulled.
slide: Undo with reflog | git reflog, then git reset | If it goes wrong, git reflog shows where you were, so you can reset back.
EOF

build composting-in-a-flat <<'EOF'
owner: priya.sharma
theme: sand
voice: en-us+f4
tags: [composting, sustainability, home]
views: 6120
title: Composting in a flat
description: No garden, no problem. How to compost food scraps in a small flat with a bokashi bin or a worm bin.
summary: You do not need a garden to compost. In a flat, a bokashi bucket ferments any food scraps in an airtight bin, and a small worm bin slowly turns fruit and vegetable peelings into rich compost. Balance wet scraps with dry cardboard, add a little and often, and use the result on houseplants or a balcony planter.
slide: Composting in a flat | Priya Builds | No garden? You can still compost in a small flat.
slide: Pick a system | A bokashi bin or a worm bin | Pick a system that fits indoors: a bokashi bin or a small worm bin.
slide: Bokashi ferments | Airtight bucket plus bran / Even cooked food works | Bokashi ferments scraps in an airtight bucket with special bran.
slide: Worms digest | Fruit and veg scraps, paper | Worms eat fruit and vegetable scraps, plus torn cardboard and paper.
slide: Green and brown | Wet scraps + dry cardboard = no smell | Balance wet green scraps with dry brown material, and it will not smell.
slide: Little and often | Chop scraps small | Chop scraps small, and add a little often rather than a lot at once.
slide: Use the result | Houseplants and balcony boxes | The finished compost feeds your houseplants or a balcony planter.
EOF

build how-vaccines-train-the-immune-system <<'EOF'
owner: amara.okafor
theme: ocean
voice: en-gb+f3
tags: [biology, health, immunology]
views: 15430
title: How vaccines train the immune system
description: A short walk through what happens in your body after a vaccine, from antigen to antibodies to memory cells.
summary: A vaccine is a safe rehearsal for the immune system. It presents a harmless piece or weakened copy of a germ, immune cells learn the shape of its antigen, B cells make matching antibodies and T cells coordinate the response. Memory cells remain afterwards, so the real infection meets a fast and strong defence.
slide: How vaccines train / the immune system | Dr. Amara Okafor | How does a vaccine teach your body to fight a germ it has never met?
slide: A safe preview | A harmless piece or copy of a germ | A vaccine shows your immune system a harmless piece or weakened copy of a germ.
slide: Spotting the antigen | Immune cells learn its shape | Immune cells spot the antigen, the part that marks it as foreign.
slide: Antibodies | B cells make matching antibodies | B cells then make antibodies that fit that shape exactly.
slide: T cells join in | They coordinate and clear infection | T cells coordinate the response and destroy infected cells.
slide: Memory cells | They stay ready for years | Most importantly, memory cells remain, sometimes for decades.
slide: The real thing | A faster, stronger response | When the real germ arrives, the body responds fast, often before you feel ill.
EOF

build pomodoro-for-students <<'EOF'
owner: sofia.rossi
theme: berry
voice: en-us+f5
tags: [study-skills, productivity, students]
views: 7780
title: Pomodoro for students
description: The Pomodoro technique in half a minute, from a student who used it to stop procrastinating before exams.
summary: The Pomodoro technique breaks studying into short, focused rounds. Pick one small task, work on it for twenty-five minutes with your phone out of reach, then take a five-minute break; after four rounds take a longer one. Counting pomodoros instead of hours shows what you really did, and a single round is enough to get started.
slide: Pomodoro for students | Sofia Rossi | The Pomodoro technique helped me stop procrastinating. Here is how it works.
slide: Pick one task | Small, concrete, written down | Pick one small task and write it down, like: summarise chapter three.
slide: 25 minutes of focus | Phone in another room | Set a timer for twenty five minutes, and put your phone in another room.
slide: 5 minutes of break | Stand up, stretch, drink water | When it rings, take a five minute break. Stand up, stretch, drink water.
slide: Repeat four times | Then a longer 15–30 minute break | After four rounds, take a longer break of fifteen to thirty minutes.
slide: Count pomodoros | Not hours | Count pomodoros instead of hours. It shows what you really did.
slide: Start today | One pomodoro is enough | Start with a single pomodoro today. Starting is the hardest part.
EOF

build what-is-a-p-value <<'EOF'
owner: kenji.tanaka
theme: slate
voice: en-us+m3
tags: [statistics, maths, teaching]
views: 3560
title: What is a p-value
description: The p-value explained without jargon, what it measures, what it does not, and why effect size still matters.
summary: A p-value answers one narrow question. Assuming there is no real effect, how likely is data at least as extreme as what we observed? A small p-value means the data would be surprising under that assumption, but it is not the probability that the null hypothesis is true, and a significant result is not automatically an important one.
slide: What is a p-value? | Kenji Tanaka | What does a p value actually tell you? Let's keep it simple.
slide: Start with a null | Assume there is no real effect | Start by assuming there is no real effect. This is the null hypothesis.
slide: Collect data | How far is it from the null? | Then collect data, and measure how far it is from what the null predicts.
slide: The p-value | How surprising is data this extreme? | The p value is the chance of results at least this extreme, if the null were true.
slide: Small p = surprise | p < 0.05 is a common cut-off | A small p value means the data would be surprising. Point zero five is a common cut off.
slide: What it is not | Not the chance the null is true | It is not the probability that the null hypothesis is true.
slide: Check effect size | Significant is not the same as important | And significant does not mean important. Always check the effect size.
EOF

build designing-a-good-chart <<'EOF'
owner: quietwriter
theme: sand
voice: en-us+m7
tags: [data-visualization, design, writing]
views: 2240
title: Designing a good chart
description: Six small habits for charts that make one point clearly, from choosing the form to being honest with the axes.
summary: A good chart makes one point and makes it clearly. Decide the message first and put it in the title, choose bars for comparisons and lines for change over time, cut gridlines and decoration, label lines directly, use colour only where it matters, and keep the axes honest.
slide: Designing a good chart | quietwriter | A good chart makes one point clearly. Here are six habits that help.
slide: Start with the message | Write the takeaway as the title | Decide the message first, then write it as the chart title.
slide: Choose the right form | Bars compare, lines show change | Use bars to compare amounts, and lines to show change over time.
slide: Cut the clutter | No heavy gridlines, no 3D | Remove heavy gridlines, 3D effects and shadows. They add ink, not meaning.
slide: Label directly | Names next to the lines | Label lines directly, instead of making readers decode a legend.
slide: Colour on purpose | Grey for context, colour for the point | Use grey for context, and one strong colour for what matters.
slide: Honest axes | Bar charts start at zero | Finally, be honest. Bar charts start at zero, and scales should not mislead.
EOF

build negotiating-your-first-salary <<'EOF'
owner: tom.hughes
theme: sunset
voice: en-gb-x-rp
tags: [careers, negotiation, salary]
views: 11890
title: Negotiating your first salary
description: Your first salary is the base for every raise after it. A short playbook for negotiating it calmly.
summary: Your first salary sets the baseline for every raise that follows, so it is worth negotiating. Research the market range, let the employer name a number first, anchor with a range whose bottom is your real target, use silence after an offer, negotiate the start date, training and remote days when the salary is fixed, and get the final offer in writing.
slide: Negotiating your / first salary | Tom Hughes | Your first salary sets the base for every raise after it. So negotiate.
slide: Do the research | Know the market range | Research the market range for the role, the city and the level.
slide: Let them go first | Ask what the budget is | If you can, let them name a number first. Ask about their budget.
slide: Anchor with a range | Its bottom is your real target | Answer with a range whose bottom is the number you actually want.
slide: Pause | Silence is a tool | When you hear an offer, pause. Silence often brings a better one.
slide: More than money | Start date, training, remote days | If salary is fixed, negotiate the start date, training, or remote days.
slide: Get it in writing | Then say thank you | Get the final offer in writing, and say thank you. It is a good start.
EOF
