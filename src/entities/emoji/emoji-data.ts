// A compact list of common Unicode emojis with English names (and a few extra search words after ";").
// Loaded with a dynamic import only when a picker or the emoji autocomplete needs it.
// One emoji per line: "<emoji> <name>[; keywords]".
const DATA = `
😀 grinning face; smile happy
😃 grinning face with big eyes; smile happy
😄 grinning face with smiling eyes; smile happy
😁 beaming face with smiling eyes; grin
😆 grinning squinting face; laugh satisfied
😅 grinning face with sweat; relief
🤣 rolling on the floor laughing; rofl lol
😂 face with tears of joy; laugh lol
🙂 slightly smiling face; smile
🙃 upside-down face; silly
🫠 melting face
😉 winking face; wink
😊 smiling face with smiling eyes; blush
😇 smiling face with halo; angel innocent
🥰 smiling face with hearts; love
😍 smiling face with heart-eyes; love crush
🤩 star-struck; excited
😘 face blowing a kiss; kiss
😗 kissing face
☺️ smiling face
😚 kissing face with closed eyes
😙 kissing face with smiling eyes
🥲 smiling face with tear
😋 face savoring food; yum tasty
😛 face with tongue
😜 winking face with tongue; crazy
🤪 zany face; crazy
😝 squinting face with tongue
🤑 money-mouth face; rich
🤗 smiling face with open hands; hug
🤭 face with hand over mouth; oops
🫢 face with open eyes and hand over mouth
🤫 shushing face; quiet secret
🤔 thinking face; hmm
🫡 saluting face
🤐 zipper-mouth face; secret
🤨 face with raised eyebrow; skeptical
😐 neutral face
😑 expressionless face
😶 face without mouth; silent
😏 smirking face; smirk
😒 unamused face
🙄 face with rolling eyes; eyeroll
😬 grimacing face
😮‍💨 face exhaling; sigh
🤥 lying face; liar
😌 relieved face
😔 pensive face; sad
😪 sleepy face
🤤 drooling face
😴 sleeping face; zzz
😷 face with medical mask; sick
🤒 face with thermometer; ill
🤕 face with head-bandage; hurt
🤢 nauseated face; sick
🤮 face vomiting; sick
🤧 sneezing face
🥵 hot face
🥶 cold face; freezing
🥴 woozy face; dizzy
😵 face with crossed-out eyes; dizzy
🤯 exploding head; mind blown
🤠 cowboy hat face
🥳 partying face; party celebration
🥸 disguised face
😎 smiling face with sunglasses; cool
🤓 nerd face; geek
🧐 face with monocle
😕 confused face
🫤 face with diagonal mouth
😟 worried face
🙁 slightly frowning face
☹️ frowning face
😮 face with open mouth; surprised
😯 hushed face
😲 astonished face; shocked
😳 flushed face; embarrassed
🥺 pleading face; puppy eyes
🥹 face holding back tears
😦 frowning face with open mouth
😧 anguished face
😨 fearful face; scared
😰 anxious face with sweat
😥 sad but relieved face
😢 crying face; sad tear
😭 loudly crying face; sob
😱 face screaming in fear; scream
😖 confounded face
😣 persevering face
😞 disappointed face
😓 downcast face with sweat
😩 weary face; tired
😫 tired face
🥱 yawning face; bored
😤 face with steam from nose; triumph
😡 enraged face; angry pout
😠 angry face; mad
🤬 face with symbols on mouth; swearing
😈 smiling face with horns; devil
👿 angry face with horns; imp
💀 skull; dead
☠️ skull and crossbones; danger
💩 pile of poo; poop
🤡 clown face
👹 ogre
👺 goblin
👻 ghost; halloween
👽 alien; ufo
👾 alien monster; game
🤖 robot; bot
😺 grinning cat
😸 grinning cat with smiling eyes
😹 cat with tears of joy
😻 smiling cat with heart-eyes
😼 cat with wry smile
😽 kissing cat
🙀 weary cat
😿 crying cat
😾 pouting cat
🙈 see-no-evil monkey
🙉 hear-no-evil monkey
🙊 speak-no-evil monkey
💌 love letter
💘 heart with arrow
💝 heart with ribbon
💖 sparkling heart
💗 growing heart
💓 beating heart
💞 revolving hearts
💕 two hearts
💟 heart decoration
❣️ heart exclamation
💔 broken heart
❤️‍🔥 heart on fire
❤️ red heart; love like
🧡 orange heart
💛 yellow heart
💚 green heart
💙 blue heart
💜 purple heart
🤎 brown heart
🖤 black heart
🤍 white heart
💯 hundred points; 100 perfect
💢 anger symbol
💥 collision; boom
💫 dizzy
💦 sweat droplets
💨 dashing away
💬 speech balloon; comment
💭 thought balloon
💤 zzz; sleep
👋 waving hand; hello wave
🤚 raised back of hand
✋ raised hand; stop high five
🖖 vulcan salute
👌 ok hand; okay
🤌 pinched fingers
🤏 pinching hand
✌️ victory hand; peace
🤞 crossed fingers; luck
🫶 heart hands
🤟 love-you gesture
🤘 sign of the horns; rock
🤙 call me hand
👈 backhand index pointing left
👉 backhand index pointing right
👆 backhand index pointing up
👇 backhand index pointing down
☝️ index pointing up
👍 thumbs up; like yes +1
👎 thumbs down; dislike no -1
✊ raised fist
👊 oncoming fist; punch
🤛 left-facing fist
🤜 right-facing fist
👏 clapping hands; applause
🙌 raising hands; hooray
👐 open hands
🤲 palms up together
🤝 handshake; deal
🙏 folded hands; please thanks pray
✍️ writing hand
💅 nail polish
💪 flexed biceps; strong
🧠 brain; smart
👀 eyes; look see
👁️ eye
👅 tongue
👄 mouth; lips
👶 baby
🧒 child
👦 boy
👧 girl
🧑 person
👨 man
👩 woman
🧓 older person
👴 old man
👵 old woman
🙇 person bowing
🤦 person facepalming; facepalm
🤷 person shrugging; shrug
👮 police officer
🕵️ detective
💂 guard
🥷 ninja
👷 construction worker
🤴 prince
👸 princess
🦸 superhero
🦹 supervillain
🧙 mage; wizard
🧚 fairy
🧛 vampire
🧜 merperson; mermaid
🧝 elf
🧞 genie
🧟 zombie
🚶 person walking
🏃 person running
💃 woman dancing; dance
🕺 man dancing; dance
👯 people with bunny ears
🧘 person in lotus position; yoga
🛀 person taking bath
👪 family
🗣️ speaking head
👤 bust in silhouette
👥 busts in silhouette
🐵 monkey face
🐒 monkey
🦍 gorilla
🐶 dog face; puppy
🐕 dog
🐩 poodle
🐺 wolf
🦊 fox
🦝 raccoon
🐱 cat face; kitten
🐈 cat
🐈‍⬛ black cat
🦁 lion
🐯 tiger face
🐴 horse face
🦄 unicorn
🦓 zebra
🦌 deer
🐮 cow face
🐷 pig face
🐗 boar
🐭 mouse face
🐹 hamster
🐰 rabbit face; bunny
🐿️ chipmunk; squirrel
🦔 hedgehog
🦇 bat
🐻 bear
🐨 koala
🐼 panda
🦥 sloth
🦦 otter
🦘 kangaroo
🐾 paw prints
🦃 turkey
🐔 chicken
🐓 rooster
🐣 hatching chick
🐤 baby chick
🐦 bird
🐧 penguin
🕊️ dove; peace
🦅 eagle
🦆 duck
🦢 swan
🦉 owl
🦩 flamingo
🦚 peacock
🦜 parrot
🐸 frog
🐊 crocodile
🐢 turtle
🦎 lizard
🐍 snake
🐲 dragon face
🐉 dragon
🦕 sauropod; dinosaur
🦖 t-rex; dinosaur
🐳 spouting whale
🐋 whale
🐬 dolphin
🦭 seal
🐟 fish
🐠 tropical fish
🐡 blowfish
🦈 shark
🐙 octopus
🐚 spiral shell
🦀 crab
🦞 lobster
🦐 shrimp
🦑 squid
🐌 snail
🦋 butterfly
🐛 bug
🐜 ant
🐝 honeybee; bee
🐞 lady beetle; ladybug
🦗 cricket
🕷️ spider
🦂 scorpion
🦟 mosquito
🦠 microbe; virus
💐 bouquet; flowers
🌸 cherry blossom; flower
🌹 rose; flower
🥀 wilted flower
🌺 hibiscus
🌻 sunflower
🌼 blossom
🌷 tulip
🌱 seedling; plant
🪴 potted plant
🌲 evergreen tree
🌳 deciduous tree
🌴 palm tree
🌵 cactus
🌾 sheaf of rice
🌿 herb
☘️ shamrock
🍀 four leaf clover; luck
🍁 maple leaf; autumn
🍂 fallen leaf
🍄 mushroom
🍇 grapes
🍈 melon
🍉 watermelon
🍊 tangerine; orange
🍋 lemon
🍌 banana
🍍 pineapple
🥭 mango
🍎 red apple
🍏 green apple
🍐 pear
🍑 peach
🍒 cherries
🍓 strawberry
🫐 blueberries
🥝 kiwi fruit
🍅 tomato
🥥 coconut
🥑 avocado
🍆 eggplant
🥔 potato
🥕 carrot
🌽 ear of corn
🌶️ hot pepper; spicy
🥒 cucumber
🥦 broccoli
🧄 garlic
🧅 onion
🥜 peanuts
🌰 chestnut
🍞 bread
🥐 croissant
🥖 baguette bread
🥨 pretzel
🥯 bagel
🥞 pancakes
🧇 waffle
🧀 cheese wedge
🍖 meat on bone
🍗 poultry leg
🥓 bacon
🍔 hamburger; burger
🍟 french fries
🍕 pizza
🌭 hot dog
🥪 sandwich
🌮 taco
🌯 burrito
🥙 stuffed flatbread
🧆 falafel
🥚 egg
🍳 cooking; fried egg
🥘 shallow pan of food
🍲 pot of food
🥣 bowl with spoon
🥗 green salad
🍿 popcorn
🧂 salt
🍱 bento box
🍘 rice cracker
🍙 rice ball
🍚 cooked rice
🍛 curry rice
🍜 steaming bowl; ramen noodles
🍝 spaghetti; pasta
🍣 sushi
🍤 fried shrimp
🥟 dumpling
🍦 soft ice cream
🍧 shaved ice
🍨 ice cream
🍩 doughnut; donut
🍪 cookie
🎂 birthday cake
🍰 shortcake; cake
🧁 cupcake
🥧 pie
🍫 chocolate bar
🍬 candy
🍭 lollipop
🍮 custard
🍯 honey pot
🍼 baby bottle
🥛 glass of milk
☕ hot beverage; coffee tea
🍵 teacup without handle; tea
🧃 beverage box; juice
🥤 cup with straw
🧋 bubble tea
🍶 sake
🍾 bottle with popping cork; champagne
🍷 wine glass
🍸 cocktail glass
🍹 tropical drink
🍺 beer mug
🍻 clinking beer mugs; cheers
🥂 clinking glasses; cheers toast
🥃 tumbler glass; whisky
🍴 fork and knife
🌍 globe showing europe-africa; earth world
🌎 globe showing americas; earth world
🌏 globe showing asia-australia; earth world
🌐 globe with meridians; internet web
🗺️ world map
🏔️ snow-capped mountain
⛰️ mountain
🌋 volcano
🏕️ camping
🏖️ beach with umbrella
🏝️ desert island
🏠 house; home
🏡 house with garden
🏢 office building
🏥 hospital
🏦 bank
🏫 school
🏰 castle
🗼 tokyo tower
🗽 statue of liberty
⛪ church
🕌 mosque
🕍 synagogue
⛺ tent
🌁 foggy
🌃 night with stars
🏙️ cityscape
🌅 sunrise
🌇 sunset
🌉 bridge at night
🎠 carousel horse
🎡 ferris wheel
🎢 roller coaster
🚂 locomotive; train
🚄 high-speed train
🚇 metro; subway
🚌 bus
🚑 ambulance
🚒 fire engine
🚓 police car
🚕 taxi
🚗 automobile; car
🚲 bicycle; bike
🛴 kick scooter
🛵 motor scooter
🚨 police car light; siren alert
🚦 vertical traffic light
🚧 construction; work in progress
⚓ anchor
⛵ sailboat
🚢 ship
✈️ airplane; plane travel
🚁 helicopter
🚀 rocket; launch
🛸 flying saucer; ufo
⌛ hourglass done
⏳ hourglass not done; wait
⌚ watch
⏰ alarm clock
🕐 one o'clock; time
🌑 new moon
🌓 first quarter moon
🌕 full moon
🌙 crescent moon; night
🌚 new moon face
🌝 full moon face
🌞 sun with face
☀️ sun; sunny weather
⭐ star
🌟 glowing star
🌠 shooting star
🌌 milky way
☁️ cloud
⛅ sun behind cloud
⛈️ cloud with lightning and rain; storm
🌧️ cloud with rain
🌨️ cloud with snow
🌩️ cloud with lightning
🌪️ tornado
🌫️ fog
🌈 rainbow
☂️ umbrella
☔ umbrella with rain drops
⚡ high voltage; lightning zap
❄️ snowflake; cold winter
☃️ snowman
⛄ snowman without snow
🔥 fire; hot lit
💧 droplet; water
🌊 water wave; ocean sea
🎃 jack-o-lantern; halloween pumpkin
🎄 christmas tree
🎆 fireworks
🎇 sparkler
🧨 firecracker
✨ sparkles; shiny magic
🎈 balloon; party
🎉 party popper; tada celebration hooray
🎊 confetti ball
🎋 tanabata tree
🎍 pine decoration
🎎 japanese dolls
🎏 carp streamer
🎐 wind chime
🎑 moon viewing ceremony
🧧 red envelope
🎀 ribbon
🎁 wrapped gift; present
🎗️ reminder ribbon
🎟️ admission tickets
🎫 ticket
🎖️ military medal
🏆 trophy; winner
🏅 sports medal
🥇 1st place medal; gold
🥈 2nd place medal; silver
🥉 3rd place medal; bronze
⚽ soccer ball; football
⚾ baseball
🏀 basketball
🏐 volleyball
🏈 american football
🎾 tennis
🎳 bowling
🏓 ping pong
🥊 boxing glove
⛳ flag in hole; golf
⛸️ ice skate
🎣 fishing pole
🎿 skis
🛷 sled
🎯 bullseye; target direct hit
🎱 pool 8 ball
🔮 crystal ball; magic fortune
🎮 video game; controller
🕹️ joystick
🎰 slot machine
🎲 game die; dice
🧩 puzzle piece; jigsaw
🧸 teddy bear
♟️ chess pawn
🃏 joker
🎭 performing arts; theater
🖼️ framed picture
🎨 artist palette; art
🧵 thread
🧶 yarn
👓 glasses
🕶️ sunglasses
🥽 goggles
👔 necktie
👕 t-shirt
👖 jeans
🧣 scarf
🧤 gloves
🧥 coat
🧦 socks
👗 dress
👘 kimono
👙 bikini
👛 purse
👜 handbag
🎒 backpack
👞 man's shoe
👟 running shoe; sneaker
👠 high-heeled shoe
👑 crown; king queen
🎩 top hat
🎓 graduation cap
🧢 billed cap
💄 lipstick
💍 ring
💎 gem stone; diamond
🔇 muted speaker
🔊 speaker high volume; loud
📢 loudspeaker
📣 megaphone
🔔 bell; notification
🔕 bell with slash
🎼 musical score
🎵 musical note; music
🎶 musical notes; music
🎙️ studio microphone; podcast
🎤 microphone; karaoke sing
🎧 headphone; music
📻 radio
🎷 saxophone
🎸 guitar
🎹 musical keyboard; piano
🎺 trumpet
🎻 violin
🥁 drum
📱 mobile phone
📞 telephone receiver
☎️ telephone
🔋 battery
🔌 electric plug
💻 laptop; computer
🖥️ desktop computer
🖨️ printer
⌨️ keyboard
🖱️ computer mouse
💾 floppy disk; save
💿 optical disk; cd
📀 dvd
🎥 movie camera; film
🎬 clapper board; movie
📺 television; tv
📷 camera; photo
📸 camera with flash
📹 video camera
🔍 magnifying glass tilted left; search
🔎 magnifying glass tilted right; search
🕯️ candle
💡 light bulb; idea
🔦 flashlight
📔 notebook with decorative cover
📕 closed book
📖 open book; read
📚 books; library
📓 notebook
📃 page with curl
📄 page facing up; document
📰 newspaper; news
🔖 bookmark
🏷️ label; tag
💰 money bag
🪙 coin
💵 dollar banknote; money
💶 euro banknote
💸 money with wings
💳 credit card
🧾 receipt
✉️ envelope; letter
📧 e-mail; email
📨 incoming envelope
📩 envelope with arrow
📤 outbox tray
📥 inbox tray
📦 package; box
📫 closed mailbox with raised flag
🗳️ ballot box with ballot; vote
✏️ pencil
✒️ black nib
🖋️ fountain pen
🖊️ pen
🖌️ paintbrush
🖍️ crayon
📝 memo; note write
💼 briefcase; work
📁 file folder
📂 open file folder
📅 calendar; date
📆 tear-off calendar
📈 chart increasing; growth up
📉 chart decreasing; down
📊 bar chart; stats
📋 clipboard
📌 pushpin; pin
📍 round pushpin; location
📎 paperclip; attachment
✂️ scissors; cut
🗑️ wastebasket; trash delete
🔒 locked; lock private
🔓 unlocked
🔐 locked with key
🔑 key; password
🗝️ old key
🔨 hammer; tool
🪓 axe
⛏️ pick
🛠️ hammer and wrench; tools
🗡️ dagger
⚔️ crossed swords
🛡️ shield
🔧 wrench; tool
🔩 nut and bolt
⚙️ gear; settings
⚖️ balance scale; justice
🔗 link; chain
🧰 toolbox
🧲 magnet
🧪 test tube; science
🔬 microscope; science
🔭 telescope; astronomy
📡 satellite antenna
💉 syringe; vaccine
💊 pill; medicine
🚪 door
🛏️ bed
🛋️ couch and lamp
🚽 toilet
🚿 shower
🛁 bathtub
🧹 broom
🧺 basket
🧻 roll of paper
🧼 soap
🛒 shopping cart
🚬 cigarette
⚰️ coffin
🗿 moai
🏧 atm sign
🚮 litter in bin sign
♿ wheelchair symbol; accessibility
🚹 men's room
🚺 women's room
⚠️ warning; caution
🚸 children crossing
⛔ no entry
🚫 prohibited; forbidden
🔞 no one under eighteen; nsfw
☢️ radioactive
☣️ biohazard
⬆️ up arrow
➡️ right arrow
⬇️ down arrow
⬅️ left arrow
↩️ right arrow curving left; reply
↪️ left arrow curving right
🔄 counterclockwise arrows button; refresh sync
🔙 back arrow
🔝 top arrow
🛐 place of worship
⚛️ atom symbol
☮️ peace symbol
☯️ yin yang
♈ aries
♉ taurus
♊ gemini
♋ cancer
♌ leo
♍ virgo
♎ libra
♏ scorpio
♐ sagittarius
♑ capricorn
♒ aquarius
♓ pisces
🔀 shuffle tracks button
🔁 repeat button; boost repost
▶️ play button
⏸️ pause button
⏹️ stop button
⏩ fast-forward button
⏪ fast reverse button
🔅 dim button
🔆 bright button
📶 antenna bars; signal
📴 mobile phone off
♀️ female sign
♂️ male sign
⚧️ transgender symbol
✖️ multiply
➕ plus
➖ minus
➗ divide
♾️ infinity
‼️ double exclamation mark
⁉️ exclamation question mark
❓ red question mark; question
❔ white question mark
❕ white exclamation mark
❗ red exclamation mark; important
〰️ wavy dash
💱 currency exchange
💲 heavy dollar sign
⚕️ medical symbol
♻️ recycling symbol; recycle
⚜️ fleur-de-lis
🔱 trident emblem
📛 name badge
🔰 japanese symbol for beginner
⭕ hollow red circle
✅ check mark button; done yes
☑️ check box with check
✔️ check mark
❌ cross mark; no wrong
❎ cross mark button
➰ curly loop
〽️ part alternation mark
✳️ eight-spoked asterisk
❇️ sparkle
©️ copyright
®️ registered
™️ trade mark
#️⃣ keycap number sign; hashtag
🆒 cool button
🆓 free button
🆕 new button
🆗 ok button
🆘 sos button; help
🆙 up! button
🔴 red circle
🟠 orange circle
🟡 yellow circle
🟢 green circle
🔵 blue circle
🟣 purple circle
🟤 brown circle
⚫ black circle
⚪ white circle
🟥 red square
🟧 orange square
🟨 yellow square
🟩 green square
🟦 blue square
🟪 purple square
⬛ black large square
⬜ white large square
🔶 large orange diamond
🔷 large blue diamond
🔺 red triangle pointed up
🔻 red triangle pointed down
💠 diamond with a dot
🔘 radio button
🏁 chequered flag; finish race
🚩 triangular flag; red flag
🎌 crossed flags
🏴 black flag
🏳️ white flag
🏳️‍🌈 rainbow flag; pride lgbt
🏳️‍⚧️ transgender flag; pride
🏴‍☠️ pirate flag
🇺🇳 flag: united nations
🇪🇺 flag: european union
`;

export interface StandardEmoji {
  text: string;
  name: string;
  /** Extra search words, space-separated; may be empty. */
  keywords: string;
}

export const STANDARD_EMOJIS: StandardEmoji[] = DATA.split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => {
    const space = line.indexOf(" ");
    const [name, keywords = ""] = line.slice(space + 1).split(";");
    return { text: line.slice(0, space), name: name.trim(), keywords: keywords.trim() };
  });
