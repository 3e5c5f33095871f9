// Word lists for retrieval. Keys are folded (no diacritics, lower case).

/** English words that carry no topic; dropped when indexing and querying. */
export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be been before being below between both but by
  can could did do does doing done down during each either else ever few for from further get gets got had has have having he her
  here hers herself him himself his how i if in into is it its itself just let like ll me mine more most much must my myself
  no nor not of off on once only or other our ours out over own please re really s same say says she should so some
  such t tell than that the their theirs them themselves then there these they thing things this those through to too
  under until up upon us ve very via was we were what whats when where which while who whom whose why will with would
  yes yet you your yours yourself yourselves hi hey hello thanks thank any anything something someone somebody kind
  sort type many give show list describe explain know knows mention mentioned regarding bit lot d m o
  introduce introduction overview summary biography bio`.split(/\s+/),
);

/** Serbian words that carry no topic; dropped from queries. */
export const SERBIAN_STOPWORDS: ReadonlySet<string> = new Set(
  `i a ali ili je su sam si smo ste bi bio bila bilo bili biti da li ne na u o od do za sa s iz po pri kod ko sta sto
  koji koja koje kojoj kojem kojim kojima kojih koju kakav kakva kakvo kakve kakvi kako gde kada kad zasto koliko
  to taj ta te ti tu tom toj tome tog toga ovaj ova ovo ovi ove one ono on ona oni njoj njemu nju njega njen njena
  njeno njene njeni njenih njegov njegova njegovo njegove njegovi njihov njihova mi me meni mene vi vas vama se sebi
  sebe reci recite kazi kazite molim mozes mozete moze mogu ima imaju imao imala imali imate nesto neki neka neko
  nekoj vise jos malo sve svi kroz prema oko nakon pre posle vec samo takodje zanima interesuje hteo htela zelim
  bih ovde tamo tacno uopste jel jeli dal zdravo hvala godine godina godini godinu`.split(/\s+/),
);

/** Serbian words (exact, folded) and the English terms they ask about. */
export const SERBIAN_WORDS: ReadonlyMap<string, readonly string[]> = new Map<string, string[]>([
  ...entries('rad radi radio radila radilo radili radim radu radom radove radovi radnog radno', ['work']),
  ...entries('posao posla poslu poslom poslove poslovi', ['job', 'work']),
  ...entries('firma firmi firme firmu firmama kompanija kompaniji kompanije kompaniju', ['company', 'work']),
  ...entries('kod', []),
  ...entries('baza baze bazu bazom bazama', ['database']),
  ...entries('uci ucio ucila ucili', ['study', 'learn']),
  ...entries('sada trenutno danas', ['current', 'present']),
  ...entries('tim timu timom', ['team']),
  ...entries('veb', ['web']),
  ...entries('sajt sajta sajtu', ['website', 'site']),
  ...entries('link linka linkove linkovi', ['link', 'url']),
  ...entries('clanak clanke clanci clanaka', ['article', 'writing', 'blog']),
  ...entries('grad gradu', ['city', 'based']),
  ...entries('zivi zivela ziveo odakle', ['live', 'based', 'location']),
  ...entries('govori govoris govorite', ['speak', 'spoken', 'language']),
  ...entries('sad', ['current', 'present']),
]);

/** Serbian word beginnings (folded) and the English terms they ask about; first match wins. */
export const SERBIAN_PREFIXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['projek', ['project']],
  ['iskust', ['experience']],
  ['iskusn', ['experience']],
  ['vestin', ['skill']],
  ['vjestin', ['skill']],
  ['tehnolog', ['technology']],
  ['obrazov', ['education']],
  ['fakultet', ['faculty', 'university', 'education']],
  ['univerzit', ['university', 'education']],
  ['studir', ['study', 'education']],
  ['studij', ['study', 'education']],
  ['diplom', ['degree', 'graduate', 'education']],
  ['skol', ['school', 'education']],
  ['master', ['master']],
  ['kontakt', ['contact']],
  ['zvezd', ['star']],
  ['zvijezd', ['star']],
  ['zvjezd', ['star']],
  ['napravlj', ['built']],
  ['napravi', ['built']],
  ['izgradj', ['built']],
  ['razvi', ['built', 'develop']],
  ['razvoj', ['develop']],
  ['korist', ['use', 'stack', 'technology']],
  ['koriscen', ['use', 'stack', 'technology']],
  ['alat', ['tool']],
  ['jezi', ['language']],
  ['programsk', ['programming', 'language']],
  ['programir', ['programming']],
  ['predavanj', ['talk', 'lecture']],
  ['predaj', ['teach', 'course', 'lecture']],
  ['predava', ['talk', 'teach', 'lecture']],
  ['kurs', ['course', 'teach']],
  ['metod', ['method']],
  ['pristup', ['approach', 'method']],
  ['radnj', ['shop', 'store']],
  ['prodavnic', ['shop', 'store']],
  ['korisni', ['user', 'customer']],
  ['kupc', ['customer', 'client']],
  ['trenutn', ['current', 'present']],
  ['mikrokontroler', ['microcontroller', 'mcu']],
  ['dizajn', ['design']],
  ['rodjen', ['born']],
  ['govor', ['talk', 'speaking']],
  ['konferenc', ['conference', 'talk']],
  ['pisa', ['writing', 'article']],
  ['pise', ['writing', 'article']],
  ['blog', ['blog', 'writing']],
  ['tekst', ['article', 'writing']],
  ['ulog', ['role']],
  ['pozicij', ['position', 'role']],
  ['rezultat', ['result', 'outcome']],
  ['ishod', ['outcome']],
  ['postig', ['achievement', 'outcome']],
  ['dostign', ['achievement', 'outcome']],
  ['uspe', ['achievement', 'success']],
  ['uspje', ['achievement', 'success']],
  ['vodi', ['lead']],
  ['vodio', ['lead']],
  ['menadz', ['manage']],
  ['mentor', ['mentor']],
  ['otvoren', ['open', 'source']],
  ['licenc', ['license']],
  ['nagrad', ['award']],
  ['sertifik', ['certification']],
  ['certifik', ['certification']],
  ['hobi', ['hobby']],
  ['interesov', ['interest']],
  ['lokacij', ['location', 'based']],
  ['prethodn', ['previous']],
  ['ranij', ['previous']],
  ['bivs', ['previous', 'former']],
  ['zaposl', ['work', 'job', 'employ']],
  ['klijent', ['client']],
  ['saradn', ['collaborate']],
  ['dostupn', ['available', 'availability']],
  ['slobodn', ['available', 'freelance']],
  ['angaz', ['hire', 'available']],
  ['honorar', ['freelance']],
  ['biograf', ['about', 'bio']],
  ['stranic', ['page', 'website']],
  ['aplikacij', ['app', 'application']],
  ['podat', ['data']],
  ['mobiln', ['mobile']],
  ['oblak', ['cloud']],
  ['bezbedn', ['security']],
  ['testir', ['test']],
  ['zavrs', ['graduate', 'finish']],
  ['doktor', ['phd', 'doctorate']],
  ['preporuk', ['recommendation']],
  ['licn', ['personal']],
  ['najpoznatij', ['popular', 'star']],
  ['popularn', ['popular', 'star']],
];

/** English topic words and the terms a portfolio may use for them instead. */
export const SYNONYM_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['work worked works job jobs employer employers employed employment career company companies position', 'experience work job employ company career role'],
  ['experience experienced background', 'experience work job employ career'],
  ['built build builds made make stack tech technology technologies framework frameworks tool tools written use uses using', 'stack tech technology built framework language tool written'],
  ['star stars stargazer popular popularity', 'star github download'],
  ['study studied studies education degree degrees university college school graduate graduated diploma faculty', 'education university degree study school faculty bachelor master bsc msc'],
  ['skill skills expertise proficient good strength strengths competence', 'skill expertise language technology stack'],
  ['language languages programming', 'language skill'],
  ['contact reach email hire touch connect message', 'contact reach email linkedin form touch'],
  ['talk talks speak speaking spoke conference conferences presentation presentations meetup', 'talk conference speaking presentation meetup'],
  ['write wrote writing written article articles blog blogs post posts publication publications paper papers', 'writing article blog post publication paper'],
  ['role responsible responsibility responsibilities', 'role position responsible lead'],
  ['outcome outcomes result results impact achievement achievements achieve achieved accomplish accomplishments', 'outcome result impact achievement'],
  ['link url website site repo repository github', 'link url github repository website'],
  ['live lives located location based city country', 'based location city'],
  ['certification certifications certificate certificates certified', 'certification certificate certified'],
  ['award awards prize prizes recognition', 'award prize recognition'],
  ['hobby hobbies interest interests free weekend', 'hobby interest outside weekend'],
  ['available availability freelance freelancing consulting hire hiring', 'available availability freelance consulting open hire'],
  ['team lead leads led manage managed mentor mentoring', 'team lead manage mentor'],
  ['current currently now present today', 'current present now'],
  ['thesis research dissertation', 'thesis research dissertation'],
  ['bachelor bachelors undergraduate undergrad bsc', 'bachelor bsc ba bs undergraduate degree'],
  ['master masters msc postgraduate', 'master msc ma ms degree'],
  ['phd doctorate doctoral', 'phd doctorate doctoral dissertation'],
  ['teach teaches teaching taught lecture lectures lecturer course courses class classes workshop workshops', 'teach course lecture class workshop'],
  ['user users customer customers people clients install installs download downloads', 'user customer client people install download'],
  ['method methods methodology technique techniques approach approaches', 'method technique approach'],
  ['microcontroller microcontrollers mcu chip chips soc', 'microcontroller mcu chip soc'],
  ['database databases db storage', 'database postgresql postgres mysql sqlite redis mongodb sql data storage'],
  ['cloud clouds hosting infrastructure devops', 'cloud aws gcp azure kubernetes docker terraform infrastructure'],
  ['frontend front-end ui interface web', 'frontend react vue svelte angular css interface web'],
  ['backend back-end server api apis', 'backend api server node go java python'],
  ['mobile android ios app apps', 'mobile android ios kotlin swift app'],
  ['ml ai machine learning model models', 'machine learning model pytorch tensorflow ml ai'],
];

function entries(words: string, terms: string[]): Array<[string, string[]]> {
  return words.split(/\s+/).map((word) => [word, terms]);
}
