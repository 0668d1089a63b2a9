import { describe, expect, it } from 'vitest';

import type { DangerSignFamily } from '../../../../contracts/danger-signs';

import type { DangerClassifier } from './danger-classifier';
import { createDangerDetector, readDanger } from './detect-danger';
import { compileCues, compileFamilies, loadRealWords } from './safety-lexicons';

/**
 * The danger check on sentences written for these tests (never a visitor's or the corpus's):
 * each family in English and Spanish, happening now, over, and calm words that only sound
 * alarming; then each rule that sets a sign aside or places it in time.
 */

type Case = [text: string, family?: DangerSignFamily];

/** Every sentence read, then one assertion: the list of misreadings must be empty. */
function misread(cases: Case[], status: 'now' | 'over'): string[] {
  return cases.flatMap(([text, family]) => {
    const reading = readDanger(text);
    if (reading.status !== status) return [`${reading.status} (not ${status}): ${text}`];
    if (family && !reading.families.includes(family))
      return [`${reading.families.join(',')} (not ${family}): ${text}`];
    return [];
  });
}
const expectNow = (cases: Case[]) => expect(misread(cases, 'now')).toEqual([]);
const expectOver = (cases: Case[]) => expect(misread(cases, 'over')).toEqual([]);
function expectNoAlarm(texts: string[]) {
  expect(texts.filter((text) => readDanger(text).status === 'now')).toEqual([]);
}

describe('danger happening now, by family', () => {
  it('head injury with warning signs (en, es)', () => {
    expectNow([
      ['My dad banged his head on the cupboard door an hour ago and now he keeps vomiting', 'head_injury'],
      ['she fell off the trampoline, hit her head, and is getting really drowsy', 'head_injury'],
      ['he smacked his forehead on the dashboard and keeps asking me what day it is', 'head_injury'],
      ['one of his pupils looks way bigger than the other one', 'head_injury'],
      ['mi hijo se golpeó la cabeza en el columpio y ahora está vomitando', 'head_injury'],
      ['se pegó en la cabeza con el andamio y no me reconoce', 'head_injury'],
    ]);
  });
  it('stroke signs (en, es)', () => {
    expectNow([
      ['his smile is all crooked and his words are slurring together', 'stroke'],
      ['my grandmother suddenly cannot lift her left arm', 'stroke'],
      ['I think my husband is having a stroke', 'stroke'],
      ['she is talking gibberish and the right side of her face is sagging', 'stroke'],
      ['a mi papá se le cayó la cara de un lado y habla arrastrando las palabras', 'stroke'],
      ['de repente mi tía no puede mover la pierna derecha', 'stroke'],
    ]);
  });
  it('chest pain or pressure (en, es)', () => {
    expectNow([
      ['I have this heavy pressure in my chest that is moving into my jaw', 'chest'],
      ['his chest hurts really bad and he is sweating buckets', 'chest'],
      ['feels like a heart attack, squeezing pain down my left arm', 'chest'],
      ['me duele el pecho y se me corre al brazo izquierdo', 'chest'],
      ['mi esposo tiene una presión horrible en el pecho y está sudando frío', 'chest'],
    ]);
  });
  it('trouble breathing (en, es)', () => {
    expectNow([
      ['she cannot catch her breath and her lips look kind of purple', 'breathing'],
      ['my son is wheezing really bad and his inhaler is not helping', 'breathing'],
      ['he is gasping and can barely get words out', 'breathing'],
      ['mi mamá no puede respirar bien y se está poniendo morada', 'breathing'],
      ['al niño le cuesta mucho respirar', 'breathing'],
    ]);
  });
  it('heavy bleeding (en, es)', () => {
    expectNow([
      ['the cut on his leg is pouring blood and will not stop', 'bleeding'],
      ['blood everywhere, the saw got her hand', 'bleeding'],
      ['I have soaked through two towels already', 'bleeding'],
      ['está sangrando muchísimo de la mano y no para', 'bleeding'],
      ['se cortó con el vidrio y la toalla ya está empapada de sangre', 'bleeding'],
    ]);
  });
  it('a seizure (en, es)', () => {
    expectNow([
      ['my coworker is on the floor convulsing', 'seizure'],
      ['she is having a seizure right now', 'seizure'],
      ['his whole body is jerking and his eyes rolled back', 'seizure'],
      ['mi hermano está convulsionando en el piso', 'seizure'],
      ['le está dando un ataque, tiene los ojos en blanco', 'seizure'],
    ]);
  });
  it('a severe allergic reaction (en, es)', () => {
    expectNow([
      ['a wasp got me and now my throat feels like it is closing', 'allergy'],
      ['her tongue is swelling up after the shrimp and she sounds hoarse', 'allergy'],
      ['he ate a cookie with peanuts and his EpiPen is expired', 'allergy'],
      ['me picó una abeja y se me está cerrando la garganta', 'allergy'],
      ['tiene ronchas por todo el cuerpo y le cuesta respirar', 'allergy'],
    ]);
  });
  it('a child or older person hard to wake (en, es)', () => {
    expectNow([
      ['we cannot wake our toddler up from his nap', 'hard_to_wake'],
      ['my 80 year old mom keeps nodding off mid sentence', 'hard_to_wake'],
      ['the baby is floppy and will not open her eyes', 'hard_to_wake'],
      ['no podemos despertar a la bebé', 'hard_to_wake'],
      ['mi abuelito está muy adormilado y no responde bien', 'hard_to_wake'],
    ]);
  });
  it('thoughts of suicide or self-harm, direct and indirect (en, es)', () => {
    expectNow([
      ['I want to kill myself', 'self_harm'],
      ['honestly everyone would be better off if I was gone', 'self_harm'],
      ['my family would be better off if I ended it', 'self_harm'],
      ['they would all be better off if i killed myself tbh', 'self_harm'],
      ['some days I think the kids are better off if I end it', 'self_harm'],
      ['I am just a burden to everyone around me', 'self_harm'],
      ['I have been saving up my pain pills', 'self_harm'],
      ['I do not want to wake up tomorrow', 'self_harm'],
      ['me quiero morir', 'self_harm'],
      ['mi familia estaría mejor sin mí', 'self_harm'],
      ['ya no quiero seguir viviendo así', 'self_harm'],
    ]);
  });
  it('a head that is bleeding now, and dizziness after a blow to the head (decision 0135)', () => {
    expectNow([
      ['pulled over on the shoulder, I am bleeding from my head and so dizzy I cannot stand', 'bleeding'],
      ['my daughter is bleeding from her forehead after the bike fell on her', 'bleeding'],
      ['I banged my head on the window and now I am super dizzy', 'head_injury'],
      ['his scalp is bleeding and he is getting dizzy', 'head_injury'],
    ]);
    expectNoAlarm([
      'the nice man who stopped to help me, I do not know his name',
      'a nurse helped me, dont remember her name, and a security guard',
      'the other driver, I did not know her from before',
    ]);
  });
  it('someone unconscious or not responding (en, es)', () => {
    expectNow([
      ['my husband collapsed in the driveway and is not responding', 'unconscious'],
      ['she just passed out at the table', 'unconscious'],
      ['he is lying on the floor not moving', 'unconscious'],
      ['mi papá se desmayó y no reacciona', 'unconscious'],
      ['mi amigo está inconsciente en el baño', 'unconscious'],
    ]);
  });
});

describe('emergencies that are over', () => {
  it('are placed in the past, in English and Spanish', () => {
    expectOver([
      ['Back in June I had a seizure after the crash, but I am on medication now', 'seizure'],
      ['he was bleeding a lot at the scene but they stitched him up at the ER', 'bleeding'],
      ['I passed out for a minute after the fall two years ago', 'unconscious'],
      ['I tried to kill myself in 2021, I am in therapy and doing well', 'self_harm'],
      ['my wife had a stroke last year and she has recovered most of her speech', 'stroke'],
      [
        'the day of the accident my chest was crushing and it turned out to be a heart attack, they put in a stent',
        'chest',
      ],
      ['el año pasado tuve una convulsión y ya estoy bien', 'seizure'],
      ['hace tres meses me desmayé en el trabajo, ya me revisaron', 'unconscious'],
      ['mi hija tuvo una reacción alérgica fuerte en marzo, le pusieron epinefrina y se recuperó', 'allergy'],
    ]);
  });
});

describe('calm messages with alarming words', () => {
  it('never raise the alarm', () => {
    expectNoAlarm([
      'this adjuster is killing me',
      'the hospital bills are bleeding us dry',
      'I nearly had a heart attack when I opened the bill',
      'my chest is bruised from the seatbelt',
      'the scaffolding collapsed and I broke my ankle',
      'I am dying to know what my case is worth',
      'the doctor said to come back if I start throwing up',
      'what are the warning signs of a concussion?',
      'no vomiting, no confusion, just a stiff neck',
      'he never lost consciousness',
      'my knee bled a little but it is fine',
      'I work as an EMT so I see people bleeding all the time',
      'esta aseguradora me está matando con tantas llamadas',
      'me dijeron que si empiezo a vomitar regrese a urgencias',
      'no perdí el conocimiento en ningún momento',
      'me resbalé por un derrame de aceite en el piso',
      'el perro me mordió, fue un ataque de perro sin provocación',
      'I am tired of waiting on the insurance company',
      'I just want this claim to be over',
      'I was cooking dinner when the pan handle broke',
      'I was choking up telling the story lol',
    ]);
  });
});

describe('rules', () => {
  it('a negation just before a sign sets it aside, but not one that is part of the sign', () => {
    expectNoAlarm(["he isn't bleeding", 'she did not pass out', 'no seizure', 'no sangró', 'no se desmayó']);
    expectNow([
      ["he isn't breathing", 'breathing'],
      ['no respira', 'breathing'],
      ['I cannot breathe', 'breathing'],
    ]);
  });
  it('a sign that needs context counts only with it, from this message or an earlier one', () => {
    // The lexicons alone, without the classifier's backstop.
    const lexicons = createDangerDetector(compileFamilies(), compileCues(), loadRealWords(), null);
    expect(lexicons.read('he keeps throwing up').status).toBe('none');
    expect(lexicons.read('he hit his head on the shelf and keeps throwing up').status).toBe('now');
    expect(lexicons.read('he keeps throwing up', { contexts: ['head_injury'] }).status).toBe('now');
    expect(readDanger('my son hit his head on the shelf').contexts).toContain('head_injury');
  });
  it('a sign whose subject is the one written to tells of the chat, not of a body (decision 0117)', () => {
    // Every context that could let such words count, as after a head injury told earlier.
    const contexts = ['head_injury', 'self_harm', 'unconscious', 'vulnerable'];
    for (const text of [
      'you keep asking the same question',
      'why do you keep asking me the same thing?',
      'why are you asking the same thing again',
      'you guys keep on asking me the same stuff over and over',
      'usted sigue preguntando lo mismo',
      'usted me pregunta lo mismo cada rato',
      '¿por qué me pregunta lo mismo otra vez?',
      'usted no me contestó',
      'usted ya no me contesta, nomás pregunta',
    ])
      expect({ text, status: readDanger(text, { contexts }).status }).toEqual({ text, status: 'none' });
    // The same words said of someone else are still the sign.
    for (const text of [
      'my son keeps asking the same question over and over',
      'she keeps asking me the same thing every five minutes',
      'I told you he keeps asking the same thing',
      'mi hijo pregunta lo mismo cada rato',
      'la niña no me contesta',
      'le dije a usted que mi hija no me contesta',
    ])
      expect({ text, status: readDanger(text, { contexts }).status }).toEqual({ text, status: 'now' });
  });
  it('in Spanish as in English, "no contesta" is a sign of self-harm only about a phone or messages (decision 0117)', () => {
    for (const text of [
      'no me contestó, ¿debo hablar con el seguro si me llaman?',
      'y todavía no me contesta lo que le pregunté',
      'el ajustador no me contesta, ¿qué hago?',
    ])
      expect({ text, families: readDanger(text, { contexts: ['self_harm'] }).families }).toEqual({
        text,
        families: expect.not.arrayContaining(['self_harm']),
      });
    for (const text of [
      'mi hermano no contesta el celular desde anoche',
      'no me contesta las llamadas ni los mensajes',
      'no responde mis mensajes y dijo que estaba cansado de todo',
    ])
      expect({ text, families: readDanger(text, { contexts: ['self_harm'] }).families }).toEqual({
        text,
        families: expect.arrayContaining(['self_harm']),
      });
  });
  it('"done" is not every form of "do", and a limp is a way of walking (decision 0117)', () => {
    for (const text of [
      'I am doing physical therapy twice a week',
      'we live with my aunt, she does not drive',
      'i live with my mom, she dont have a car',
      'the doctor said I might limp for a while',
      'he is walking with a limp since the fall',
      'maybe a limp for a few months, scars from the road rash',
    ]) {
      const reading = readDanger(text, { contexts: ['head_injury', 'vulnerable'] });
      expect({ text, status: reading.status, contexts: reading.contexts }).toEqual({
        text,
        status: 'none',
        contexts: expect.not.arrayContaining(['self_harm']),
      });
    }
    for (const text of [
      "I'm done. I left a note for my brother",
      'im so tired of living',
      'the baby went limp',
    ])
      expect({ text, status: readDanger(text).status }).toEqual({ text, status: 'now' });
  });
  it('a limb that "does not move well" is a lasting harm, not someone unresponsive (decision 0117)', () => {
    for (const text of [
      'mi rodilla no se mueve bien desde la cirugía',
      'el codo no se mueve igual que antes',
      'la mano ya no se mueve como antes, dice el doctor',
      'el tobillo no se mueve normal todavía',
      'los dedos no se mueven del todo',
      'el hombro no se mueve para arriba',
    ])
      expect({ text, status: readDanger(text).status }).toEqual({ text, status: 'none' });
    for (const text of [
      'se cayó y no se mueve',
      'mi papá está en el piso y no se mueve',
      'no se mueve y no contesta, ayuda',
    ])
      expect({ text, status: readDanger(text).status }).toEqual({ text, status: 'now' });
    expect(readDanger('no se mueve, no respira bien').families).toContain('unconscious');
  });
  it('misspellings near a sign are read as the sign; real words near it are not', () => {
    expectNow([
      ['she is having a siezure', 'seizure'],
      ['hes unconcious', 'unconscious'],
      ['my leg is bleading alot', 'bleeding'],
    ]);
    expectNoAlarm(['I was cooking when I slipped', 'the breeding farm truck hit us']);
  });
  it('texting shortcuts and Spanglish are read', () => {
    expectNow([
      ['cant breathe rn', 'breathing'],
      ['mi papa esta bleeding bien feo y no para', 'bleeding'],
    ]);
  });
  it('when the words leave the time open, it counts as now', () => {
    expectNow([
      ['blood everywhere', 'bleeding'],
      ['SEIZURE', 'seizure'],
    ]);
  });
  it('says who is in danger', () => {
    expect(readDanger('I cannot breathe').who).toBe('self');
    expect(readDanger('my wife cannot breathe').who).toBe('other');
  });
  it('a new onset today outweighs a recovery told earlier in the message', () => {
    expectNow([
      [
        'I broke my ankle last month and have been healing fine. Since lunch my chest is crushing and it goes into my jaw',
        'chest',
      ],
      [
        'fell off the ladder two weeks ago, home recovering, but since around 3 pm I cannot catch my breath and my lips look blue',
        'breathing',
      ],
      [
        'me caí hace un mes y ya estaba mejor, pero desde el mediodía tengo la cara caída de un lado',
        'stroke',
      ],
    ]);
  });
  it('a question about the claim that names a known event is not a new report', () => {
    expectOver([
      [
        'My son choked on a grape at the store the day I slipped there. He coughed it out and was fine, that was in June.',
      ],
    ]);
    expectNoAlarm([
      'Does the seizure count toward the claim, or only the broken wrist?',
      'Can the bleeding be part of my case even though it stopped?',
      '¿La convulsión cuenta para el caso o solo la caída?',
    ]);
  });
  it('what papers and handouts say is information', () => {
    expectNoAlarm([
      'The discharge papers say trouble breathing or lips turning blue means go to the ER. Is that something you need?',
      'el folleto del hospital dice que si no se puede despertar hay que llamar al 911, lo tengo guardado',
    ]);
  });
  it('scheduling words and idioms that borrow a sign are not one', () => {
    expectNoAlarm([
      "I can't wake up early for physical therapy since I work nights, can we do evenings?",
      'Honestly I just need to get this off my chest: the store never put up a wet floor sign.',
    ]);
  });
  it('indirect thoughts of self-harm, in English and Spanish, are heard; everyday look-alikes are not', () => {
    expectNow([
      ['whats the point of living if I cant work or hold my kids anymore', 'self_harm'],
      ['since the crash I have no will to live', 'self_harm'],
      ['there is no reason for me to be here anymore', 'self_harm'],
      ['I just want to fall asleep and never wake up', 'self_harm'],
      ['para que sigo si ya no sirvo para nada', 'self_harm'],
      ['ya no tengo ganas de vivir desde que me quedé sin trabajo', 'self_harm'],
      ['no me importa si me muero, ojalá me hubiera matado el choque', 'self_harm'],
      ['ya me despedí de mis hijos por si acaso', 'self_harm'],
      ['mi hija se encerró con una navaja y dice que se va a cortar', 'self_harm'],
      ['no puedo más con esta vida, quiero que se acabe', 'self_harm'],
    ]);
    expectNoAlarm([
      "what's the point of going on with the claim if they deny everything?",
      'para que seguir con el reclamo si el seguro no paga nada',
      'I said goodbye to my coworkers when they moved me to the night shift',
      'the other driver was thinking about driving into the gas station when he hit me',
      'I cut my wrist on the broken glass of the door, it needed four stitches',
      'se cortó la muñeca con el vidrio cuando chocó, ya le quitaron los puntos',
    ]);
  });
  it('a mild word after the sign softens it only up to the next "and"', () => {
    expectNow([
      ['she is in the back seat wheezing and can only say one or two words at a time', 'breathing'],
      ['my dad is sweating with a crushing chest and only wants to lie down', 'chest'],
    ]);
    expectNoAlarm(['it bled only a little and stopped with a bandaid']);
  });
  it('"came to" is waking only when nothing follows it as a destination or a purpose', () => {
    expectNow([
      ['I came to pick him up and I cannot get him to wake up at all', 'hard_to_wake'],
      ['when I came to the house my grandpa would not wake up no matter what', 'hard_to_wake'],
    ]);
    expectOver([
      ['he was knocked unconscious on the pavement for a minute, then he came to and knew my name'],
    ]);
  });
  it('idioms built on "suicide" are not thoughts of self-harm', () => {
    expectNoAlarm([
      'my lawyer friend says suing my own employer would be career suicide',
      'the other car came out of the suicide lane without signaling',
      'el carril suicida de la avenida es donde me chocaron',
    ]);
  });
  it('"what do we do" after a sign is a plea, not talk about work', () => {
    expectNow([
      [
        'the man from the other car is lying there twitching all over and not hearing us, what do we do',
        'seizure',
      ],
      ['mi abuelo esta en el piso y no contesta, what should we do', 'unconscious'],
    ]);
    expectNoAlarm(["I'm a lifeguard, we do CPR drills on people not breathing every month"]);
  });
  it('a nervous laugh before a sign does not make it a joke; a joke told after it does', () => {
    expectNow([
      [
        'lol is it normal that my tongue is getting huge and my throat feels tight after the pills',
        'allergy',
      ],
      ['haha ok so my chest is crushing and it goes down my left arm, should I be worried', 'chest'],
    ]);
    expectNoAlarm(['my eyes rolled back when the adjuster offered $300 lol']);
  });
  it('a recovery word under a doubt ("not sure if", "no sé si") is not a recovery', () => {
    expectNow([
      [
        "my sister fainted at the bus stop and won't respond, I am not sure if she is breathing okay",
        'unconscious',
      ],
      ['mi mamá se desmayó en la cocina y no contesta, no sé si está respirando bien', 'unconscious'],
    ]);
    expectOver([['he fainted at the gas station last week and came to after a minute, he is fine now']]);
  });
  it('saying one will not be around, tonight, is heard as thoughts of self-harm; being away is not', () => {
    expectNow([
      ["I won't be around much longer to see any of this settled", 'self_harm'],
      ['not planning on being here for the end of this claim. tonight is the night', 'self_harm'],
      ['no pienso estar para ver cuando se acabe el caso', 'self_harm'],
    ]);
    expectNoAlarm([
      "I won't be around next week, I'm traveling to see my mom, can we talk Monday?",
      'I will not be here tomorrow for the call, I have physical therapy',
    ]);
  });
  it('an apology for sounding dramatic is not a minimizer; calling someone dramatic is', () => {
    expectNow([
      ['not to be dramatic but my left arm went weak ten minutes ago and my mouth is drooping', 'stroke'],
      ['I might be exaggerating but my throat is closing up after that shot', 'allergy'],
      ['no quiero exagerar pero mi papá tiene la cara caída de un lado desde hace rato', 'stroke'],
    ]);
    expectNoAlarm(['my roommate is so dramatic, she says her throat closes up whenever she sees a cat, lol']);
  });
  it('vomit that looks like coffee grounds, or blood a few words after it, is bleeding', () => {
    expectNow([
      ['he keeps throwing up this dark stuff like coffee grounds and he is dizzy', 'bleeding'],
      ['my aunt is vomiting what looks like bright red blood right now', 'bleeding'],
      ['esta vomitando algo como cafe molido y se siente muy mareado', 'bleeding'],
    ]);
  });
  it('a present verb after "he" or "she" with an adverb between keeps the sign now, even after care told earlier', () => {
    expectNow([
      [
        'The clinic sent her home this morning. Now I shake her and she just moans and drifts right back off',
        'hard_to_wake',
      ],
      [
        'he fell off the bike last week and got checked. tonight he only mumbles and slips back out when we call him',
        'hard_to_wake',
      ],
    ]);
  });
  it('asking whether a known event counts for the claim is not a new report', () => {
    expectNoAlarm([
      'My dad had a seizure the week after the crash and has been fine on medicine since. Can the seizure be related to the accident for the case?',
      '¿La convulsión de mi hijo puede estar relacionada con el accidente para el caso? Ya está bien desde marzo.',
    ]);
  });
  it('a later date of the accident does not date a sign happening now', () => {
    expectNow([
      [
        'my wife suddenly cant lift her right arm and her words are all mixed up, it started a few minutes ago. the crash was two weeks ago',
        'stroke',
      ],
      [
        'mi hermano esta tirado en el piso y no respira bien, no despierta. el choque fue el mes pasado',
        'unconscious',
      ],
      [
        'he is on the kitchen floor and not breathing right. he was the driver in the accident last week',
        'unconscious',
      ],
    ]);
    expectNoAlarm([
      'Desde el choque de hace dos meses se me duerme la pierna cuando estoy mucho rato sentado.',
    ]);
  });
  it('planning not to be around is heard', () => {
    expectNow([
      ["I'm planning to not be around after Friday, so I want the claim in my son's name", 'self_harm'],
    ]);
  });

  it('signs of a plan said without the word suicide (a height, the means, farewells, life insurance) are heard, en and es', () => {
    expectNow([
      ['ando en la azotea del edificio de mi trabajo, viendo pa bajo desde hace rato', 'self_harm'],
      ['ya conseguí veneno para ratas y lo traigo en la bolsa', 'self_harm'],
      ['me quiero ir de este mundo esta misma noche', 'self_harm'],
      ['después de hoy no me van a volver a ver, ya lo decidí', 'self_harm'],
      ['tengo la caja de pastillas completa aquí enfrente con un vaso de agua', 'self_harm'],
      ['ya les dejé las llaves a mi hermana y unos papeles. no puedo más', 'self_harm'],
      ['cuando cobren el seguro de vida mis hijos van a estar mejor, ya no aguanto', 'self_harm'],
      ['diles a mis hijas que las quiero mucho, no voy a seguir con esto', 'self_harm'],
      ['sitting on the railing of the overpass by my work, been staring down for a while', 'self_harm'],
      ['I have all my pills counted out on the table next to a glass of water', 'self_harm'],
      ["my wife gets the life insurance, she'll manage better, I can't go on like this", 'self_harm'],
      ["I left a note for my sister and gave my cat to the neighbor. I'm done", 'self_harm'],
      ['just tell my son I love him, I cannot keep going', 'self_harm'],
    ]);
    expectNoAlarm([
      'the life insurance paid out for my late husband last spring and that covers the rent',
      'I left a note for my boss so he sends you my pay stubs',
      "we'll be grateful forever if you can find us a lawyer",
      'I was up on the roof fixing shingles when the ladder slid out',
    ]);
  });
  it('love songs, stories about characters and tired of the pain are not thoughts of self-harm', () => {
    expectNoAlarm([
      'la canción del radio decía ya no quiero vivir sin ti cuando el camión me pegó por detrás',
      'En la película que vimos anoche el personaje se tira del puente; yo solo quiero saber del reclamo',
      'ya no aguanto el dolor de la espalda, necesito otra cita con el quiropráctico',
      "I've been killing myself at work to cover the bills since the crash",
      "I'm killing myself trying to get the adjuster to call me back",
    ]);
  });
  it('a sign dated to the moment of impact and checked since is over', () => {
    expectNoAlarm([
      'I was knocked out for a moment on impact; the hospital scan came back clear',
      'Perdí el conocimiento unos segundos con el impacto, en urgencias todo salió bien',
    ]);
  });
  it('a sign word describing a medicine, a habit or a figure of speech is not a sign', () => {
    expectNoAlarm([
      'The pharmacy swapped my blood pressure pills for a seizure medication by mistake',
      'en la farmacia me dieron pastillas para las convulsiones en vez de las de la presión',
      'the rash all over my arms cleared up with the cream after two days',
      'I get lightheaded and dizzy when I stand up too fast, the doctor is aware',
      'me mareo cuando me levanto rápido de la cama, ya lo sabe mi doctora',
      'se me duerme la mano cuando manejo mucho rato',
      'me va a dar un infarto con tanto papeleo del seguro',
      'She had a stroke in 2021, did a year of rehab and talks normally now',
    ]);
  });

  it('Spanish ways of saying it without naming it: better dead, doing something crazy, a burden, God take me, a knife in hand, no meaning in anything', () => {
    expectNow([
      ['mejor me muero, ya no sirvo para nada desde la caída', 'self_harm'],
      ['estoy pensando en hacer una locura esta noche', 'self_harm'],
      ['soy un estorbo para mi familia desde el accidente', 'self_harm'],
      ['estoy cansado de vivir así, sin poder trabajar', 'self_harm'],
      ['me voy a aventar a las vías del tren', 'self_harm'],
      ['tengo el cuchillo en la mano y no sé qué hacer', 'self_harm'],
      ['le escribí una carta a mi mamá por si me pasa algo', 'self_harm'],
      ['voy a estrellar la camioneta contra un tráiler', 'self_harm'],
      ['ya nadie me necesita, mejor desaparezco', 'self_harm'],
      ['no le encuentro sentido a nada desde que perdí la pierna', 'self_harm'],
      ['ojalá no amanezca mañana', 'self_harm'],
      ['que Dios me recoja ya, no aguanto', 'self_harm'],
    ]);
    expectNoAlarm([
      'quiero saber si puedo hacer algo contra la aseguradora',
      'Mi tía siempre dice que Dios la recoja cuando le duelen las rodillas, es su manera de quejarse',
      'nada tiene sentido con la aseguradora, me cambian al ajustador cada semana',
      'this whole claim is a heart attack waiting to happen',
      'me va a dar un infarto con las cuentas del hospital',
    ]);
  });

  it('a hunch of self-harm is not set aside by someone else named in the message; other hunches are', () => {
    // A classifier that is sure of one family, to isolate what sets its hunch aside.
    const sureOf = (family: 'self_harm' | 'bleeding'): DangerClassifier => ({
      probability: () => 0.99,
      family: () => family,
    });
    const detector = (family: 'self_harm' | 'bleeding') =>
      createDangerDetector(compileFamilies(), compileCues(), loadRealWords(), sureOf(family));
    const texts = [
      'el otro conductor se pasó el alto y desde entonces todo me pesa, ya no le veo el chiste a levantarme',
      'another man ran the light and since then I mostly sit in the dark and wait for the day to be over',
    ];
    for (const text of texts) {
      expect(detector('self_harm').read(text).status).toBe('now');
      expect(detector('bleeding').read(text).status).toBe('none');
    }
    // A joke's hyperbole still sets a hunch of self-harm aside.
    expect(
      detector('self_harm').read('every time I sneeze my ribs make me want to quit life lol').status,
    ).toBe('none');
  });

  it('a puddle in a fall on a wet floor is water; "saw", "a bit" and "cut me off" give no context of bleeding', () => {
    const afterEarlierMessages = (messages: string[]) => {
      let contexts: string[] = [];
      for (const text of messages.slice(0, -1))
        contexts = [...contexts, ...readDanger(text, { contexts }).contexts];
      return readDanger(messages.at(-1)!, { contexts });
    };
    expect(
      afterEarlierMessages([
        'the cooler by the door was leaking and I went down hard on my tailbone',
        'a guy stocking shelves saw me fall, and a lady cut in front of me at the register a bit later',
        'I got a photo of the puddle before they mopped it',
      ]).status,
    ).toBe('none');
    expect(readDanger('slipped on a puddle of water by the sprinklers and landed on my elbow').status).toBe(
      'none',
    );
    expect(readDanger('resbalé en un charco de agua en la entrada del banco').status).toBe('none');
    // Blood still makes a puddle a sign.
    expectNow([
      ['there is a puddle of blood under his leg and it keeps growing', 'bleeding'],
      ['the table saw got his hand and now there is a puddle under it', 'bleeding'],
    ]);
  });

  it('signs told verb first, "difficult to rouse", "only groans", "this minute", and a story that turns to now', () => {
    expectNow([
      ['my dad cannot raise his right arm and his words are jumbled', 'stroke'],
      ['the left side of her face is falling down on one side and she is confused', 'stroke'],
      ['mi esposo no puede levantar el brazo derecho y habla raro', 'stroke'],
      ['grandpa is very difficult to rouse after his fall, he barely opens his eyes', 'hard_to_wake'],
      ['I keep calling his name and shaking him and he only moans', 'hard_to_wake'],
      ['after the crash last week she was fine but this minute her mouth is drooping', 'stroke'],
      ['another boy knocked him off the swing and now he is gasping and his lips look blue', 'breathing'],
    ]);
    expectNoAlarm([
      'The news last night had a piece about a child who would not wake up after a fall; my son is fine, I want to report the swing',
      'desde el accidente no puede mover bien el brazo, va a terapia',
    ]);
    // A limit told with its cause and its measure is no sign to the lexicons, and the classifier's
    // hunch is set aside by it (a limit of movement, "without pain"), not by a rule on sign words.
    expectNoAlarm(['Since the surgery I cannot lift my arm above my head without pain']);
    const lexicons = createDangerDetector(compileFamilies(), compileCues(), loadRealWords(), null);
    for (const text of [
      'Since the surgery I cannot lift my arm above my head without pain',
      'she cannot raise her arm all the way since the fall, the physio is working on it',
    ])
      expect({ text, status: lexicons.read(text).status }).toEqual({ text, status: 'none' });
  });
});

describe('look-alikes of danger now in everyday intake answers (round 20)', () => {
  it('"now", "ahorita", "de repente" speak of their own clause: told after a past sign, they date a later state', () => {
    expectOver([
      [
        'hace años en una obra de mi primo un trabajador se resbaló del andamio y perdió el conocimiento, desde entonces ahora siempre me amarro el arnés',
        'unconscious',
      ],
      [
        'two years ago at the plant where my brother works, a guy got dizzy in the heat and passed out, so now we all take water breaks',
        'unconscious',
      ],
      [
        'hace un año en la casa de mi suegra me picó una abeja, se me hinchó la lengua y no podía respirar, me llevaron al hospital, ahora cargo mi inyección',
      ],
      ['two years ago I fainted on the loading dock, so now I always sit down to unload', 'unconscious'],
      ['el año pasado me desmayé en la bodega y ahora ya no cargo cajas solo', 'unconscious'],
      [
        'in 2021 our boy had a seizure in gym class, the nurse called us, he is on a new medicine now',
        'seizure',
      ],
    ]);
    // Told first, or in the sign's own clause, they still make it now.
    expectNow([
      ['last week he fell and right now he passed out again', 'unconscious'],
      ['he hit his head yesterday and now he threw up twice', 'head_injury'],
      ['se cayó ayer y ahorita se desmayó', 'unconscious'],
      ['hace rato se pegó en la cabeza y de repente vomitó', 'head_injury'],
      [
        'el choque fue hace un mes, pero ahorita mismo mi tío no me entiende, se le cayó la boca de un lado',
        'stroke',
      ],
      ['right now, she fainted in the kitchen', 'unconscious'],
    ]);
  });

  it('a hunch of danger is set aside for a limit at work, care going on as planned, a worry with its cause or an everyday pain', () => {
    const sureOf = (family: 'self_harm' | 'stroke'): DangerClassifier => ({
      probability: () => 0.99,
      family: () => family,
    });
    const detector = (family: 'self_harm' | 'stroke') =>
      createDangerDetector(compileFamilies(), compileCues(), loadRealWords(), sureOf(family));
    const everyday = [
      'atm im stuck at home, no driving the forklift till the wrist heals, so no paycheck rn',
      "I'm on light duty right now, they have me answering phones",
      'por ahora estoy incapacitado, el patrón dice que sin el brazo bueno no me quiere en la línea ahorita',
      'en este momento ando con trabajo ligero, nada pesado hasta la otra cita con el ortopedista',
      'my shoulder pain is bad at the moment, I had my muscle relaxer an hour ago like the doctor said',
      'ahorita el dolor de cadera anda fuerte, ya tomé el ibuprofeno que me recetaron',
      'estoy muy preocupado porque no sé si me van a correr del trabajo',
      'tengo miedo de que me deporten si pongo la demanda, no tengo papeles',
      'I am upset because the bills are stacking up and the adjuster right now will not return calls',
      "I'm so stressed about losing my job, I don't know how we'll pay rent",
    ];
    for (const text of everyday) {
      expect({ text, status: detector('stroke').read(text).status }).toEqual({ text, status: 'none' });
      expect({ text, status: detector('self_harm').read(text).status }).toEqual({ text, status: 'none' });
    }
    // Self-harm's own words beside them keep its hunch; a now of its own keeps any hunch.
    for (const text of [
      'since the crash I cannot work, and tonight I lined up every pill in the house on the table',
      'estoy preocupada por las deudas y ya junté las pastillas de mi mamá',
    ])
      expect({ text, status: detector('self_harm').read(text).status }).toEqual({ text, status: 'now' });
    expect(
      detector('stroke').read('I am on light duty since the fall. Right now his words come out all wrong')
        .status,
    ).toBe('now');
  });

  it('a sign word in another sense (fired from a job), or "can\'t take it anymore" said of paperwork, is no thought of self-harm', () => {
    expectNoAlarm([
      'el mes pasado me despidieron de la fábrica sin avisar',
      'de la nada me despidieron porque falté por las terapias',
      'lo despidieron de la empresa cuando supieron de la demanda',
      'la verdad ya no aguanto el papeleo del seguro, otra vez perdieron mi reclamo',
      'ya no soporto las llamadas de la aseguradora',
      'I can not take it anymore with the insurer, each week a new form shows up in the mail',
      'honestly I can not handle this anymore with the adjuster, he never calls back',
    ]);
    expectNow([
      ['ya me despedí de mis hijos, esta noche me voy a ir para siempre', 'self_harm'],
      ['ya no aguanto más, quiero dormirme y no despertar', 'self_harm'],
      ['I can not take it anymore, everyone would be better off without me', 'self_harm'],
      ['the oxy from the surgery, I kept it, I might take them all tonight and not wake up', 'self_harm'],
    ]);
  });

  it('a fainting or breathlessness at the scene, checked and fine since, is over (es)', () => {
    expectOver([
      [
        'perdí el conocimiento en el lugar del choque; en urgencias le hicieron placas a mi cabeza y salí bien',
        'unconscious',
      ],
      ['cuando sucedió el cinturón me sacó el aire y no podía respirar unos segundos, y ya', 'breathing'],
      ['cuando sucedió me desmayé unos segundos, le hicieron todos los estudios y salió todo bien'],
      ['I passed out at the scene but they ran all the tests and I came out fine', 'unconscious'],
      ['me corté la mano con la lámina, sangró y le puse una venda y ya'],
    ]);
  });

  it('an allergy told as what an allergen always does, or how it was found out, is history', () => {
    expectNoAlarm([
      "I'm allergic to codeine, it gives me welts",
      'allergy list: latex and shellfish, both give me hives on my arms',
      'soy alérgica a la penicilina, me da ronchas',
      'alergias: el látex, me salen ronchas en las manos',
      'allergic to amoxicillin, found out the hard way as a teen when I broke out in welts',
    ]);
    expectNow([
      ["I'm allergic to peanuts and I just ate one, my throat is closing", 'allergy'],
      ['soy alérgico al camarón y me comí uno, se me está cerrando la garganta', 'allergy'],
      ['allergic to bees, just got stung and I get hives everywhere and my lips are swelling', 'allergy'],
    ]);
  });

  it('"I don\'t know" is an answer, not someone who does not know who they are', () => {
    expectNoAlarm([
      "I don't know, maybe it was partly my fault?",
      'I do not know me and him were both going slow',
      'we do not know us and the other family were both at fault maybe',
    ]);
    expectNow([["my dad hit his head and he doesn't know me anymore", 'head_injury']]);
  });

  it('"suddenly" after a past time in the same sentence moves the story on; it is not now', () => {
    expectOver([
      [
        "On New Year's Eve 2022 we are dancing in the garage and all of a sudden my uncle's face droops on one side. He got the clot drug at the hospital and is back to normal.",
        'stroke',
      ],
      [
        'el verano pasado estamos en la alberca y de repente mi sobrino empieza a convulsionar, lo atendieron en urgencias y ya está bien',
        'seizure',
      ],
      [
        "back in 2020 I'm at my desk and out of nowhere my arm goes numb and heavy, they found a small stroke and I recovered fully",
        'stroke',
      ],
      ['two days after the MRI my lips puffed up from the dye but they caught it quick', 'allergy'],
    ]);
    expectNoAlarm([
      'la navidad pasada estamos cenando y de pronto a mi abuelo se le tuerce la boca, lo llevaron al hospital y ya se recuperó',
      'the hives after the flu shot spread up my neck but the nurse caught it in time with a shot',
    ]);
    expectNow([
      ['we crashed last week, he seemed fine, and suddenly right now his face is drooping', 'stroke'],
      ['el choque fue ayer y de repente ahorita no puede mover el brazo', 'stroke'],
      ['suddenly his arm is dead and his face is drooping', 'stroke'],
    ]);
  });

  it('a laugh typed just after a sign, or a sign set off by a bill or a price, is a figure of speech', () => {
    expectNoAlarm([
      'When the mechanic told me the price I stopped breathing, lol.',
      'me dieron el presupuesto del taller y casi me desmayo, jaja',
      'I opened the ambulance invoice and forgot how to breathe for a minute',
      'cuando vi la factura del hospital no podía ni respirar',
    ]);
    expectNow([
      ['I read the bill and then my husband collapsed and is not breathing', 'breathing'],
      ['he is not breathing, help', 'breathing'],
    ]);
  });
});

describe('a self-harm act told with "acabo de" or an infinitive (Spanish)', () => {
  it('is danger now', () => {
    expectNow([
      ['ahorita acabo de cortarme las venas en el baño', 'self_harm'],
      ['mi hija se acaba de cortar las muñecas, hay sangre', 'self_harm'],
      ['ya no puedo más, me voy a cortar las venas', 'self_harm'],
      ['sí, tengo el dolor de la espalda, y me acabo de cortar la muñeca a propósito', 'self_harm'],
    ]);
  });

  it('is not an alarm when the cut was an accident at work, long ago', () => {
    expectNoAlarm(['me corté la muñeca con la lámina en el trabajo hace tres meses, ya sanó']);
  });
});

describe('idioms that borrow a sign word', () => {
  it('a muscle that "seizes up" and "the end of my rope" are no alarm', () => {
    expectNoAlarm([
      'my hamstring seizes up if I walk more than a block, so I am off work right now',
      'her knee seized up on the stairs again, the ortho says it is the meniscus',
      'honestly I am at the end of my rope with the adjuster, nobody calls back',
      'we are at the end of our rope with the bills from the ER',
    ]);
  });

  it('a person seizing up now still is', () => {
    expectNow([['my dad is seizing up on the kitchen floor right now', 'seizure']]);
  });
});

describe('plans and means told in passing, and a sudden weakness told in Spanish', () => {
  it('is danger now', () => {
    expectNow([
      ['58. whatever. everyone is better off w/o me, I have the pills counted out', 'self_harm'],
      ['honestly everyone is better off w/o me, my rifle is out and loaded', 'self_harm'],
      ['mi mamá perdió de golpe la fuerza del brazo izquierdo y no puede decir palabras', 'stroke'],
      ['se me fue la fuerza del lado derecho hace un rato y no logro articular bien', 'stroke'],
    ]);
  });

  it('is no alarm when the plan is an errand or the weakness is old and treated', () => {
    expectNoAlarm([
      'not planning on making it to the company picnic, my back is still bad',
      'I got a gun safe for my birthday, the crash was on I-10',
      'perdió la fuerza del brazo después de la cirugía el año pasado, ahora va a terapia',
    ]);
  });
});

describe('an arm that cannot lift because of a named shoulder or neck injury', () => {
  it('is the injury, not a stroke sign', () => {
    expectNoAlarm([
      'my shoulder hurts so bad, i cant lift my arm',
      'tore my rotator cuff at work and I can not raise my arm above my waist',
    ]);
  });

  it('a sudden weakness with other stroke signs still is one, shoulder or not', () => {
    expectNow([
      ['my dad suddenly cant lift his arm and his face is drooping right now', 'stroke'],
      [
        'she hurt her shoulder last year, but now she suddenly cant lift her arm and her speech is slurred',
        'stroke',
      ],
    ]);
  });
});

describe('long everyday messages are no hunch of danger', () => {
  it.each([
    // A death told in the past, beside a question about the claim.
    [
      'Nope, never hired anyone. My brother handled our papers with an attorney from his work but that attorney passed on a few years ago. Anyway the adjuster keeps calling me and I have no clue what to say to her, should I even pick up? Sorry I type slow.',
      ['head_injury'],
    ],
    [
      "We don't have a lawyer, the one my dad used died back in 2019. Can someone call me instead of typing? The insurance lady wants a recorded statement on Monday and I'm nervous about it.",
      ['head_injury'],
    ],
    // Worry about the claim, in many words.
    [
      "You never told me if I should sign what the other driver's company mailed me. It's three pages and I don't understand half of it. My husband says wait, my sister says sign it. What do people usually do?",
      [],
    ],
  ] as const)('no alarm for "%s"', (text, contexts) => {
    expect(readDanger(text, { contexts: [...contexts] }).status).not.toBe('now');
  });

  it('the classifier does not hear sentences dated in the past that hold no now', () => {
    // A classifier that hears danger in one word (its features name the word's stem), wherever it
    // stands, to isolate what it is given.
    const hearsWord = (word: string): DangerClassifier => ({
      probability: (features) => (features.some((feature) => feature.includes(word)) ? 0.99 : 0.01),
      family: () => 'unconscious',
    });
    const detector = createDangerDetector(
      compileFamilies(),
      compileCues(),
      loadRealWords(),
      hearsWord('umbrella'),
    );
    for (const text of [
      'I lost my umbrella at that store years ago. can I still ask them for the camera video?',
      'the umbrella stand by the door tipped over last week. who do I ask for the incident report?',
      'se me olvidó el umbrella en la tienda hace dos semanas. ¿a quién le pregunto?',
    ])
      expect(detector.read(text).status, text).toBe('none');
    for (const text of [
      'I am holding the umbrella over him and he will not answer me',
      'the crash was last week. right now the umbrella is all I can hold and I cannot breathe',
    ])
      expect(detector.read(text).status, text).toBe('now');
  });

  it('"gone" said of someone who died is no plan to die', () => {
    for (const text of [
      'my grandpa is gone, he died in 2015, so nobody else saw it',
      'the landlord who owned it is gone, she died last winter and her son runs it now',
      'mi tío ya no está, he is gone, he died before all this',
    ])
      expect(readDanger(text).status, text).not.toBe('now');
    for (const text of ['im going to die, i cant do this anymore', 'honestly im gonna end it all tonight'])
      expect(readDanger(text).status, text).toBe('now');
  });

  it('still hears danger now told beside a past date', () => {
    expect(
      readDanger(
        'the crash was two weeks ago. right now my chest is crushing and it spreads into my left arm',
      ).status,
    ).toBe('now');
  });
});

describe('a sign whose parts are long phrases, with small words slipped in', () => {
  it('counts each part as one word of its window', () => {
    expectNow([
      ['sometimes i think everyone would be better off if i just ended it', 'self_harm'],
      ['they would all honestly be better off if i was not around anymore', 'self_harm'],
      ['my kids would be better off if i really just ended my life', 'self_harm'],
      ['my wife would be better off without me honestly', 'self_harm'],
      ['mi familia estaría mejor sin mí, de verdad', 'self_harm'],
    ]);
  });
  it('still hears nobody in danger in the same words about a thing', () => {
    expectNoAlarm([
      'the company would be better off if i quit, honestly',
      "we'd be better off if i just ended the lease early",
      'we are better off without that car honestly',
      'my back would be better off if i stopped lifting boxes',
    ]);
  });
});

describe('a scrape or a burn from the crash is no allergic reaction', () => {
  it('hears road rash and airbag or seat-belt burns as injuries, not hives', () => {
    expectNoAlarm([
      'he got road rash on his face',
      'road rash all over his face and arms',
      'the doctor said the road rash on her cheek could leave a scar',
      'she has a rash on her face from the airbag',
      'the seat belt gave me a rash across my face and neck',
      'roadrash on both knees and my face',
    ]);
  });
  it('still hears a reaction with swelling or breathing trouble', () => {
    expectNow([
      ['my face has a rash and my lips are swelling', 'allergy'],
      ['hives all over and my throat is closing', 'allergy'],
      ['rash all over his body and he cant breathe'],
    ]);
  });
});

describe('limits that last, and claim details nobody knows', () => {
  it('hears no alarm in them', () => {
    expectNoAlarm([
      'I do not even know who their insurer is',
      'we are not sure which company the driver works for',
      'no sé quién es la aseguranza del otro chofer',
      'todavia no puedo mover el brazo bien',
      'todavía no puedo levantar cosas pesadas con el brazo',
      "i can't lift anything heavy with my arm since the fall",
    ]);
  });
  it('still alarms on the danger itself', () => {
    expectNow([
      ['i cut my wrists last night', 'self_harm'],
      ['he does not know where he is and keeps asking what day it is', 'head_injury'],
      ['my dad suddenly cant lift his right arm and his face is drooping', 'stroke'],
      ['de repente no puede mover el brazo y tiene la cara caída', 'stroke'],
    ]);
  });
});

describe('an injured wrist in a list of injuries, and danger that has gone on for a while', () => {
  it('hears no self-harm in a hurt wrist listed beside a cut', () => {
    expectNoAlarm([
      'she sprained her left wrist, cut on her forehead with stitches',
      'broke my wrist and cut my chin on the curb',
      'her wrist is fractured, she has a cut over the eye and her glasses broke',
      'le torcieron la muñeca, cortada en la frente',
    ]);
  });
  it('still hears a cut wrist, and a chest pressing for some minutes now', () => {
    expectNow([
      ['i cut my wrists last night', 'self_harm'],
      ['for about 20 minutes my chest has felt crushed and it goes into my jaw', 'chest'],
      ['el dolor de pecho me aprieta desde hace como 20 minutos y se va al brazo', 'chest'],
    ]);
  });
});

describe('past or minor things in a list of injuries and worries (decision 0201)', () => {
  it('hears no alarm in a cut had, bleeding listed with the injuries or treated, or a worry for later', () => {
    expectNoAlarm([
      'my injuries were a busted lip and a sore shoulder',
      'I had a deep cut on my forearm from the side window, they closed it with stitches',
      'he got a cut on his hand from the broken mirror, it is scabbing over',
      'there was a cut on my wrist from my bracelet, nothing deep',
      'my injuries: a cracked rib, a gash on my knee that bled a lot, and whiplash',
      'her injuries were a broken toe and a scraped elbow that bled through the bandage',
      'mis lesiones: la ceja abierta que sangró mucho y la rodilla hinchada',
      'the bleeding under my scar was treated with laser last spring',
      'me trataron el sangrado con puntos hace dos meses',
      'the surgeon says my ankle might not be 100 % again',
      'puede que mi hombro no vuelva a estar igual que antes',
      'tengo miedo de que mi mano no vuelva a ser la misma',
      'el médico dice que quizá no vuelva a correr como antes',
    ]);
  });
  it('still alarms on cutting oneself, bleeding going on, a list with danger now, and someone who does not come round', () => {
    expectNow([
      ['she has been cutting her arms again and hides the razor', 'self_harm'],
      ['I have cut my wrists', 'self_harm'],
      ['my injuries: a cut on my thigh and it is still bleeding a lot right now', 'bleeding'],
      [
        'my injuries were a deep cut on my leg, I lost a lot of blood, and now I am getting dizzy',
        'bleeding',
      ],
      ['My injuries: broken wrist. my husband collapsed and he is not breathing'],
      ['mi papá se desplomó en la sala y no vuelve en sí', 'unconscious'],
      ['se cayó y no vuelve, tiene los ojos cerrados', 'unconscious'],
    ]);
  });
});

describe('being fired from a job is no goodbye (self-harm)', () => {
  it.each([
    'tengo miedo de que me pueden despedir por lesionarme',
    'el supervisor dijo que me van a despedir si falto otra semana',
    '¿me pueden despedir del trabajo por hacer un reclamo?',
    'mi jefe me quiere despedir por el accidente',
  ])('"%s" is calm', (text) => {
    expect(readDanger(text).status).toBe('none');
  });

  it.each(['ya me despedí de mis hijos, no aguanto más', 'quiero despedirme de todos, ya no quiero vivir'])(
    '"%s" still brings the crisis line',
    (text) => {
      expect(readDanger(text).families).toContain('self_harm');
    },
  );
});

// Decision 0260: an injury told again as history, and a sign word in another sense.
describe('a past injury told again in a summary is history; danger now still fires', () => {
  it('a sign told in the past with a time in the past, or told again ("like I said"), is over', () => {
    expectOver([
      ['In 2023 I was unconscious for about ten minutes after the fall.', 'unconscious'],
      ['Back in June he was seizing for about five minutes before the ambulance got there.', 'seizure'],
      ['Like I told you, the night it happened I was coughing up blood.', 'bleeding'],
      ['Like I mentioned, my husband had a seizure on the way to the hospital that day.', 'seizure'],
      ['To recap, I was bleeding a lot from my forehead right after the crash.', 'bleeding'],
      ['Como le dije, esa noche estaba sangrando mucho de la boca.', 'bleeding'],
      ['Como ya le comenté, me desmayé en el estacionamiento el día del accidente.', 'unconscious'],
    ]);
  });
  it('told again or summed up, danger in the present still fires, first time', () => {
    expectNow([
      ['Like I said, he had a seizure and he is still seizing.', 'seizure'],
      ['Like I said, he collapsed and he is not waking up.'],
      ['To sum up: I passed out, please hurry.', 'unconscious'],
      ['like i told you my chest is crushing and i cant breathe', 'chest'],
      ['He has been seizing for about five minutes.', 'seizure'],
      ["I've had crushing chest pain for about 20 minutes.", 'chest'],
      ['Como le dije, mi papá se desmayó y no despierta.'],
      ['Ya le dije, no puedo respirar.', 'breathing'],
      ['As I told you, she took all her pills.', 'self_harm'],
    ]);
  });
});

describe('"stroke" in another sense is no sign of a stroke', () => {
  it('a stroke of paint, of midnight, a golf or paddle stroke, stroking a pet', () => {
    expectNoAlarm([
      'He finished the last stroke of paint on the fence and the ladder gave way.',
      'At the stroke of midnight the other car ran the light.',
      'My golf stroke has been terrible since the accident.',
      'My tennis stroke is gone since the elbow surgery.',
      'Every paddle stroke hurts my shoulder since the kayak rental flipped us.',
      "The cat likes when I stroke her fur and I can't do that with my cast.",
      "I was stroking the dog when the neighbor's fence fell on us.",
      'He stroked the horse and then it kicked him in the leg.',
    ]);
  });
  it('a stroke happening now still fires, in any frame', () => {
    expectNow([
      ["He had a stroke out of nowhere and can't talk.", 'stroke'],
      ['My dad had a stroke of some kind, his face is drooping.', 'stroke'],
      ["I think my grandma is having a stroke, she was petting the cat and can't move her arm.", 'stroke'],
      ['my mom is having a stroke her hand went numb', 'stroke'],
      ['I think I am having a stroke.', 'stroke'],
    ]);
  });
});
