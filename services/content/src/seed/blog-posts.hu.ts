import type { BlogSeedKey, BlogSeedText } from './blog-seed';

/** A bemutató blog magyarul: ugyanazok a cikkek és tények, mint angolul, magyar olvasóknak megírva. */
export const BLOG_POSTS_HU: Record<BlogSeedKey, BlogSeedText> = {
  welcome: {
    title: 'Üdvözöl a HFL Fantasy',
    category: 'Hírek',
    tags: ['hírek', 'kezdőknek'],
    intro:
      'Fantasy amerikai futball a magyar bajnokság, a HFL köré építve: draftolj valódi HFL-játékosokat, állítsd össze hétről hétre a kezdőcsapatodat, és mérkőzz meg a barátaiddal. Ingyenes, magyarul és angolul.',
    body: `
<p>A HFL Fantasy ingyenes fantasy játék a magyar amerikaifutball-bajnoksághoz. A csapatodat a HFL valódi játékosaiból rakod össze, és minden héten az ő pályán nyújtott teljesítményükből lesznek a fantasy csapatod pontjai.</p>
<h2>Mit csinálsz a játékban?</h2>
<ul>
  <li><strong>Alapítasz egy zárt ligát, vagy csatlakozol egyhez</strong> a barátaiddal, csapattársaiddal, kollégáiddal: 4-től 16 csapatig.</li>
  <li><strong>Élőben draftolsz:</strong> a tagok felváltva választanak játékosokat, amíg minden csapatban 14 játékos nem lesz.</li>
  <li><strong>Összeállítod a kezdőcsapatot:</strong> 8 kezdő szerez neked pontot, 6 játékos a kispadon vár.</li>
  <li><strong>Minden héten lejátszol egy meccset</strong> a liga egy másik csapata ellen, játékosokat cserélsz, és feljebb kapaszkodsz a tabellán.</li>
  <li><strong>Trófeákat nyersz</strong> a szezon közben, a rájátszás végén pedig akár dobogóra is állhatsz.</li>
</ul>
<h2>Honnan jönnek a pontok?</h2>
<p>Minden pont a bajnokság hivatalos statisztikáin alapul. Ezek néhány nappal a hétvégi meccsek után, általában szerdától péntekig kerülnek fel, így az eredményeid hétről hétre követik a valódi szezont.</p>
<p>Az oldal magyarul és angolul is használható: a nyelvet bármelyik oldal tetején átállíthatod. Most ismerkedsz a játékkal? Olvasd el következőnek az <strong>Első lépések öt pontban</strong> című cikket.</p>
`,
  },
  'getting-started': {
    title: 'Első lépések öt pontban',
    category: 'Útmutatók',
    tags: ['kezdőknek', 'ligák', 'draft'],
    intro: 'A regisztrációtól az első heti meccsig: sorban minden, amit a szezon kezdete előtt el kell intézned.',
    body: `
<h2>1. Regisztrálj, és erősítsd meg a fiókodat</h2>
<p>Add meg a neved, a lakhelyed, a születési dátumod, az e-mail címed és egy legalább 8 karakteres jelszót. A játékhoz legalább 16 évesnek kell lenned. E-mailben küldünk egy megerősítő linket: ha rákattintasz, a fiókod elkészült, és már be is jelentkezhetsz.</p>
<h2>2. Alapíts ligát, vagy csatlakozz egyhez</h2>
<p>Hozz létre egy ligát, és válaszd ki a méretét (4, 6, 8, 10, 12, 14 vagy 16 csapat), vagy keress egy meglévőt a ligák listájában, és csatlakozz. Ha egy barátod ligát vezet, e-mailben is meghívhat.</p>
<h2>3. Nevezd el a csapatodat</h2>
<p>A liga minden tagjának egy csapata van. Adj neki nevet, válaszd ki az időzónádat (az időpontokat abban látod), és tölts fel logót, vagy válassz egy kész logót.</p>
<h2>4. Vegyél részt a drafton</h2>
<p>A draftot a liga adminisztrátora időzíti. Amikor elindul, a tagok felváltva választanak valódi HFL-játékosokat, amíg minden csapatban 14 nem lesz. Ha lemaradsz a sorodról, a rendszer a rangsor szerint legjobb szabad játékost választja helyetted, így senki sem marad üres kerettel.</p>
<h2>5. Állítsd össze a kezdőcsapatot minden héten</h2>
<p>A 8 legjobb játékosodat tedd a kezdők közé. Minden héten a ligád egy másik csapatával játszol, és az nyer, akinek a kezdői több pontot szereznek. Az eredményeidet a <strong>Game Centerben</strong>, a helyezésedet a <strong>tabellán</strong> követheted.</p>
`,
  },
  scoring: {
    title: 'Így működik a pontozás',
    category: 'Szabályok',
    tags: ['pontozás', 'szabályok', 'vezetőedző'],
    intro:
      'Minden yard, touchdown, mezőnygól és sack pontot ér. Itt a teljes pontozási táblázat minden posztra, az irányítótól a vezetőedzőig.',
    body: `
<p>A játékosaid a valódi meccseik hivatalos statisztikái alapján szereznek pontot. Egy játékos heti pontszáma a posztjára vonatkozó alábbi szabályok összege, a csapatodé pedig a 8 kezdőd pontjainak összege.</p>
<h2>A pontozási táblázat</h2>
<table>
  <thead>
    <tr><th>Poszt</th><th>Szabály</th></tr>
  </thead>
  <tbody>
    <tr><td>QB, RB, WR, TE</td><td>yardonként 0,1; touchdownonként 6; eladott labdánként (interception) -6; fumble-önként -3; sikeres kétpontos kísérletenként 2</td></tr>
    <tr><td>K</td><td>mezőnygólonként 3; extra pontonként 1; kihagyott mezőnygólonként -3; kihagyott extra pontonként -1</td></tr>
    <tr><td>DEF</td><td>interceptiononként 6; kikényszerített fumble-önként 3; sackenként 3; 6 pont, ha 0-4 pontot kapott; 3 pont, ha 5-10-et</td></tr>
    <tr><td>HC</td><td>győzelemért 6, vereségért -6; győzelem esetén a csapata által szerzett minden pontért 0,25; különbségi bónusz győzelemnél: 3 (0-8), 4 (9-16), 5 (17-24), 6 (24 fölött); vereségnél ugyanezek az értékek negatív előjellel</td></tr>
  </tbody>
</table>
<h2>Jó, ha tudod</h2>
<ul>
  <li><strong>Minden megszerzett yard számít.</strong> A passzolt, a futott és az elkapott yard egyaránt 0,1 pontot ér, 100 yard tehát 10 pont.</li>
  <li><strong>A hibák pontba kerülnek.</strong> Egy eladott passz 6 pontot visz el, egy fumble 3-at.</li>
  <li><strong>A védelem egyetlen hely a keretben.</strong> A DEF egy teljes csapat védelme: labdaszerzésért és sackért kap pontot, és azért, ha legfeljebb 10 pontot enged az ellenfélnek.</li>
  <li><strong>A vezetőedző az eredmény alapján pontoz.</strong> A különbségi bónuszról a <strong>A vezetőedző is pontot szerez</strong> című cikkben olvashatsz.</li>
</ul>
<p>Kíváncsi vagy, hogyan néz ki mindez a gyakorlatban? A <strong>Pontozás példákon keresztül</strong> egy tipikus hetet számol végig minden posztra.</p>
`,
  },
  draft: {
    title: 'Így működik a draft',
    category: 'Szabályok',
    tags: ['draft', 'szabályok'],
    intro:
      'A drafton dől el a szezonod: élő esemény, amelyen a tagok felváltva választanak valódi játékosokat, amíg minden csapatban 14 nem lesz. Mutatjuk, hogyan működik a sorrend, az óra és az automatikus választás.',
    body: `
<p>Minden ligaszezon drafttal kezdődik. A tagok sorban választanak valódi HFL-játékosokat; egy játékos csak egy csapaté lehet, akit tehát már kiválasztottak, azt a ligádban más nem szerezheti meg.</p>
<h2>Kígyó sorrend</h2>
<p>A draft körökben zajlik, és a sorrend minden körben megfordul: aki az első körben utolsóként választ, a másodikban elsőként, és így tovább. Ez a „kígyó” sorrend igazságos, mert aki elsőként választhatott, az vár a legtöbbet a második játékosára.</p>
<h2>14 kör, 14 játékos</h2>
<p>Minden tag 14-szer választ, körönként egyszer, így áll össze a teljes keret: 8 kezdő és 6 kispados játékos. Egy 8 csapatos ligában ez összesen 112 választás.</p>
<h2>Az óra</h2>
<p>A liga adminisztrátora adja meg, mikor kezdődik és mikor ér véget a draft. Ezt az időt a rendszer egyenlően osztja el a választások között, így mindegyikre ugyanannyi idő jut. Egy draft legalább 3 órás: egy 8 csapatos ligában ez nagyjából másfél perc választásonként.</p>
<h2>Lemaradtál a sorodról?</h2>
<p>Ha egy választás ideje lejár, a rendszer a rangsor szerint legjobb még szabad játékost választja ki az adott csapatnak, és a draft megy tovább. Amikor visszatérsz, folytathatod a választást.</p>
<h2>Amíg a sorodra vársz</h2>
<ul>
  <li>Csak az a csapat választhat, amelyik éppen soron van; a draftszoba mutatja, ki következik, és mennyi ideje van még.</li>
  <li>A draftszoba magától frissül, így minden választást azonnal látsz.</li>
  <li>Az utolsó választással a draft véget ér, és jöhetnek a szezon heti meccsei.</li>
</ul>
`,
  },
  'roster-slots': {
    title: 'A kereted: 8 kezdő és 6 játékos a kispadon',
    category: 'Szabályok',
    tags: ['keret', 'szabályok', 'kezdőcsapat'],
    intro:
      'Egy keretben 14 játékos van: nyolc kezdőhely, mindegyik meghatározott posztoknak, és hat hely a kispadon. Mutatjuk, ki hová állhat.',
    body: `
<p>Minden csapatban 14 játékos van. Közülük nyolcan a kezdők, ők szereznek pontot a csapatodnak a heti meccsen; a másik hat a kispadon ül tartalékként.</p>
<h2>A kezdőhelyek</h2>
<table>
  <thead>
    <tr><th>Hely</th><th>Ki állhat ide?</th></tr>
  </thead>
  <tbody>
    <tr><td>QB</td><td>irányító (quarterback)</td></tr>
    <tr><td>RB</td><td>futó (running back)</td></tr>
    <tr><td>TE/WR</td><td>tight end vagy elkapó (wide receiver)</td></tr>
    <tr><td>TE/WR</td><td>tight end vagy elkapó (wide receiver)</td></tr>
    <tr><td>FLEX</td><td>futó, elkapó vagy tight end</td></tr>
    <tr><td>K</td><td>rúgó (kicker)</td></tr>
    <tr><td>DEF</td><td>egy csapat védelme</td></tr>
    <tr><td>HC</td><td>vezetőedző (head coach)</td></tr>
  </tbody>
</table>
<h2>A kispad</h2>
<p>További hat, bármilyen posztú játékos teszi teljessé a keretet. A kispadon ülők nem szereznek pontot a csapatodnak, de készen állnak, ha egy kezdő nem játszik, megsérül, vagy egyszerűen formán kívül van.</p>
<h2>Miért fontos a FLEX?</h2>
<p>A FLEX helyre futó, elkapó és tight end is kerülhet, így mindig azt állíthatod be, aki az adott héten a legjobb formában van. Több jó támadójátékos itt nagyobb mozgásteret ad, mint egy második rúgó valaha is.</p>
`,
  },
  season: {
    title: 'A szezon: draftidőszak, heti fordulók és rájátszás',
    category: 'Szabályok',
    tags: ['szezon', 'rájátszás', 'szabályok'],
    intro:
      'A fantasy szezon a valódi HFL-szezont követi: először a draftidőszak, aztán az alapszakasz heti fordulói, végül egy vagy két hét rájátszás, amely eldönti a dobogó sorsát.',
    body: `
<h2>Draftidőszak</h2>
<p>Minden szezonnak van egy draftidőszaka. A liga adminisztrátora ezen belül időzíti a draftot, a tagoknak megfelelő időpontra; a draftnak legalább 3 órásnak kell lennie.</p>
<h2>Heti fordulók</h2>
<p>A draft után következik az alapszakasz, heti fordulókkal. A csapatod minden héten a ligád egy másik csapatával játszik, és az nyer, akinek a kezdői több pontot szereznek. A győzelmekből, vereségekből és döntetlenekből áll össze a liga tabellája.</p>
<h2>Rájátszás</h2>
<p>A szezon 1 vagy 2 hét rájátszással zárul. A szezon első három helyezettje trófeát kap.</p>
<h2>A hét ritmusa</h2>
<ul>
  <li><strong>Meccsnapokon:</strong> amíg a valódi meccsek zajlanak, a keretek zárolva vannak, így forduló közben senki sem módosíthat a kezdőcsapatán.</li>
  <li><strong>Szerdától péntekig:</strong> felkerülnek a hivatalos statisztikák, és megjelennek a hét fantasy pontjai és eredményei.</li>
  <li><strong>A következő forduló előtt:</strong> állítsd össze a kezdőcsapatodat, nézd át a játékosok listáját, és ajánlj cserét.</li>
</ul>
`,
  },
  'scoring-examples': {
    title: 'Pontozás példákon keresztül',
    category: 'Útmutatók',
    tags: ['pontozás', 'stratégia'],
    intro:
      'Hány pontot ér egy 250 passzolt yardos meccs? Mennyit kap a védelem három sackért? Öt kiszámolt példa, minden típusú kezdőhelyre egy.',
    body: `
<p>A pontozási táblázat a szabályokat adja meg; itt néhány jellemző heti teljesítményre alkalmazzuk őket. A számok kitalált példák, a szabályok a valódiak.</p>
<h2>Irányító</h2>
<p>250 passzolt yard, 2 touchdown, 1 interception: 25 + 12 - 6 = <strong>31 pont</strong>.</p>
<h2>Futó</h2>
<p>95 futott yard, 20 elkapott yard, 1 touchdown és 1 fumble: 11,5 + 6 - 3 = <strong>14,5 pont</strong>. Az elkapás is kifizetődik: az a 20 elkapott yard ugyanannyit ér, mint 20 futott.</p>
<h2>Rúgó</h2>
<p>2 mezőnygól, 3 extra pont és 1 kihagyott mezőnygól: 6 + 3 - 3 = <strong>6 pont</strong>.</p>
<h2>Védelem</h2>
<p>1 interception, 3 sack és 1 kikényszerített fumble, 7 kapott pont: 6 + 9 + 3 + 3 = <strong>21 pont</strong>. Ha az ellenfél 11 vagy több pontot szerzett volna, a kapott pontokért járó bónusz 0 lett volna.</p>
<h2>Vezetőedző</h2>
<ul>
  <li>28-17-es győzelem: 6 a győzelemért, 7 a szerzett 28 pontért (pontonként 0,25) és 4 a 11 pontos különbségért, összesen <strong>17 pont</strong>.</li>
  <li>14-20-as vereség: -6 a vereségért és -3 a 6 pontos különbségért, összesen <strong>-9 pont</strong>.</li>
</ul>
<p>A csapatod heti pontszáma a 8 kezdőd pontjainak összege, így akár egyetlen játékos nagy meccse is eldöntheti a párharcot.</p>
`,
  },
  'head-coach': {
    title: 'A vezetőedző is pontot szerez',
    category: 'Szabályok',
    tags: ['pontozás', 'vezetőedző', 'szabályok'],
    intro:
      'A HFL Fantasyben van egy hely, amely kevés fantasy játékban akad: a vezetőedzőé. Ő a csapata eredménye, szerzett pontjai és a győzelem vagy vereség különbsége alapján pontoz.',
    body: `
<p>Minden keretben van egy HC hely a liga egyik valódi vezetőedzőjének. Az ő pontjai kizárólag azon múlnak, hogyan végződik a csapata meccse.</p>
<h2>A szabályok</h2>
<ul>
  <li><strong>Eredmény:</strong> győzelemért 6 pont, vereségért -6.</li>
  <li><strong>Szerzett pontok:</strong> győzelem esetén a csapata minden pontjáért 0,25.</li>
  <li><strong>Különbségi bónusz győzelemnél:</strong> 0-8 pontos különbségnél 3, 9-16-nál 4, 17-24-nél 5, 24 fölött 6.</li>
  <li><strong>Különbség vereségnél:</strong> ugyanezek az értékek negatív előjellel: -3, -4, -5 vagy -6.</li>
</ul>
<h2>Mit jelent ez neked?</h2>
<p>Egy nagy arányban nyerő csapat edzője a kereted egyik legértékesebb tagja: egy 42-10-es győzelem 6 + 10,5 + 6 = 22,5 pontot ér. Egy súlyos vereség viszont akár 12 pontodba is kerülhet. Olyan edzőt válassz, akinek a csapata sokat nyer és sok pontot szerez, és gondold meg kétszer, mielőtt a bajnokság legerősebb csapata elleni meccsen kezdőnek teszed az edződet.</p>
`,
  },
  lineup: {
    title: 'A kezdőcsapat összeállítása: kezdők, kispad, cserék',
    category: 'Útmutatók',
    tags: ['kezdőcsapat', 'keret', 'stratégia'],
    intro:
      'Csak a kezdők szereznek pontot, ezért a heti felállás sokat számít. Így mozgathatod a játékosokat a kezdők és a kispad között, így cserélheted fel őket, és így engedhetsz el valakit a keretedből.',
    body: `
<p>Nyisd meg a csapatod keretét: itt látod a kezdőidet és a kispadot. Minden héten, mielőtt a valódi meccsek elkezdődnek, nézd meg, hogy a legjobb játékosaid a kezdők között vannak-e.</p>
<h2>Játékos a kezdők közé</h2>
<p>Ha van szabad kezdőhely, amely illik a játékos posztjához, egyből bekerül. Ha minden megfelelő hely foglalt, egy listából választhatod ki, melyik kezdővel cseréljen helyet.</p>
<h2>Játékos a kispadra</h2>
<p>Egy játékos akkor ülhet le a kispadra, ha ott 6-nál kevesebben vannak. Tele kispad esetén egy megfelelő posztú kispados játékost választasz, akivel helyet cserél; ha ilyen nincs, a lépés nem lehetséges, és erre az oldal figyelmeztet is.</p>
<h2>Játékos elengedése</h2>
<p>Akit már nem szeretnél a keretedben tartani, azt elengedheted, így helyet csinálsz egy másik játékosnak.</p>
<h2>Időzítés</h2>
<ul>
  <li>Amíg a valódi meccsek zajlanak, a keretek zárolva vannak: a változtatásokat a forduló kezdete előtt végezd el.</li>
  <li>Döntés előtt nézd meg a játékosok listáját: ott minden játékos pontjai hétről hétre láthatók.</li>
  <li>Ne feledd a rugalmas helyeket: a TE/WR helyre tight end vagy elkapó állhat, a FLEX helyre futó is.</li>
</ul>
`,
  },
  'draft-scheduling': {
    title: 'A liga draftjának időzítése',
    category: 'Útmutatók',
    tags: ['draft', 'adminisztrátor', 'ligák'],
    intro:
      'Ligaadminisztrátoroknak: hogyan válaszd ki a draft kezdetét és végét, milyen szabályok vonatkoznak az időpontokra, és minek kell teljesülnie a draft indulásához.',
    body: `
<p>A liga adminisztrátora a liga oldaláról adja hozzá a draftot: kiválasztja, mikor kezdődjön és mikor érjen véget. Az időpontok 15 perces lépésekben választhatók.</p>
<h2>Az időpontok szabályai</h2>
<ul>
  <li>A kezdést és a befejezést is ki kell választani.</li>
  <li>A kezdés nem lehet a múltban, a befejezésnek pedig a kezdés után kell lennie.</li>
  <li>A draftnak bele kell férnie a szezon draftidőszakába: nem kezdődhet az időszak kezdete előtt, és nem érhet véget utána.</li>
  <li>A draft legalább 3 órás.</li>
</ul>
<h2>Milyen hosszú legyen?</h2>
<p>Mentés előtt az oldal megmutatja, hány csapattal, hány körrel és hány választással zajlik majd a draft, és mennyi idő jut egy-egy választásra: a teljes időtartamot a rendszer egyenlően osztja el. A hosszabb draft mindenkinek időt ad a gondolkodásra, a rövidebb viszont izgalmasabb. Ha mindenki élőben ott lesz, egy 3 órás esti draft jól működik. Ha a tagok nem tudnak egyszerre online lenni, egy egész napos draft mindenkinek esélyt ad arra, hogy maga válasszon.</p>
<h2>Az indulás előtt</h2>
<p>A draft csak akkor indulhat el, ha a liga minden helye betelt, és egy ligában nem lehet több csapat, mint amennyit a szezon megenged. Az indulásig az adminisztrátor még módosíthatja az időpontokat.</p>
`,
  },
  'draft-tips': {
    title: 'Öt tipp a draft napjára',
    category: 'Útmutatók',
    tags: ['draft', 'stratégia'],
    intro:
      'Egy jó draft bajnokságot nyer. Öt egyszerű szokás, amellyel erős, kiegyensúlyozott kerettel jöhetsz ki a draftból.',
    body: `
<h2>1. Légy ott</h2>
<p>Az automatikus választás a rangsor szerint legjobb szabad játékost viszi, akármilyen is már a kereted. Ezzel játékban maradsz, de hogy melyik posztra kell még ember, azt csak te tudod.</p>
<h2>2. Ismerd a pontozást</h2>
<p>Egy touchdown 6 pontot ér, minden 10 yard újabb egyet, egy eladott labda viszont 6 pontba kerül. Azok a játékosok, akik sok yardot szereznek és ritkán hibáznak, többet érnek, mint amit a hírnevük alapján gondolnád. A győztes csapatok vezetőedzői is szépen pontoznak.</p>
<h2>3. Előbb a kezdőhelyeket töltsd fel</h2>
<p>Kell egy QB, egy RB, két TE/WR, egy FLEX, egy K, egy DEF és egy HC. Mielőtt tartalékokat gyűjtenél, minden kezdőhelyre legyen egy jó játékosod.</p>
<h2>4. Használd ki a kígyó sorrendet</h2>
<p>A sorrend minden körben megfordul. Ha az egyik körben későn választasz, a következőben korán: a két választásodat tervezd meg együtt.</p>
<h2>5. Készíts listát</h2>
<p>A draft előtt nézd át a játékosok listáját, és rangsorold a kedvenceidet posztonként. Amikor ketyeg az óra, egy kész lista többet ér a keresgélésnél.</p>
`,
  },
  trades: {
    title: 'Játékoscserék',
    category: 'Szabályok',
    tags: ['cserék', 'szabályok', 'keret'],
    intro:
      'Nem vagy elégedett a kereteddel? Ajánlj egy az egy elleni cserét a ligád egy másik csapatának. Így születik, fogadható el, utasítható el és vonható vissza egy ajánlat.',
    body: `
<p>A cserékkel a szezon közben is erősítheted a csapatodat. Egy csere mindig egy játékos egy játékosért, ugyanannak a ligának két csapata között.</p>
<h2>Így működik egy csere</h2>
<ol>
  <li>Válassz ki egy játékost egy másik csapatból és egy saját játékost, akit felajánlasz érte, majd küldd el az ajánlatot.</li>
  <li>A fogadó csapat látja az ajánlatot, és <strong>elfogadhatja</strong> vagy <strong>elutasíthatja</strong>. Ezt csak a fogadó csapat teheti meg.</li>
  <li>Amíg nem válaszoltak rá, az ajánlatot tevő csapat <strong>visszavonhatja</strong>. Ezt csak az ajánlatot tevő csapat teheti meg.</li>
  <li>Ha az ajánlatot elfogadják, a két játékos csapatot cserél.</li>
</ol>
<h2>Mikor lehet cserélni?</h2>
<p>Egy keretből akkor lehet cserélni, amikor nyitva van. Amíg a valódi meccsek zajlanak, a keretek zárolva vannak, ezért a cseréket a fordulók közé időzítsd.</p>
<h2>Jó cserék</h2>
<ul>
  <li>Azt ajánld, amire a másik csapatnak szüksége van: egy nálad fölösleges játékos olyan poszton, ahol nekik hiányuk van, a legkönnyebben elfogadott csere.</li>
  <li>Ajánlat küldése vagy elfogadása előtt nézd meg mindkét játékos heti pontjait a játékosok listájában.</li>
</ul>
`,
  },
  'games-standings': {
    title: 'Heti meccsek és a tabella',
    category: 'Szabályok',
    tags: ['szezon', 'tabella', 'szabályok'],
    intro:
      'A csapatod minden héten a ligád egy másik csapatával játszik. Így dől el egy meccs, és így áll össze a tabella.',
    body: `
<h2>A heti meccs</h2>
<p>Minden forduló párba állítja a ligád csapatait. A csapatod pontszáma a 8 kezdőd heti fantasy pontjainak összege; a több pontot szerző csapat nyer, egyenlő pontszám esetén döntetlen a vége. A kispadon ülők pontjait is látod, hogy kiderüljön, mennyi maradt a padon, de ezek nem számítanak bele az eredménybe.</p>
<p>A Game Center mutatja a meccseidet és az eredményeket. Egy új eredményt egyszer, a statisztikák feltöltése utáni első megnyitáskor emel ki neked az oldal.</p>
<h2>A tabella</h2>
<p>A liga tabellája rangsorolja a csapatokat, és mindegyiknél mutatja a győzelmeket, vereségeket és döntetleneket, a szerzett és a kapott pontokat.</p>
<h2>Győzelmi arány</h2>
<p>A győzelmi arány a győzelmek száma osztva a győzelmek és vereségek összegével, lefelé kerekítve egész százalékra; a döntetlenek nem számítanak, és akinek se győzelme, se veresége nincs, annak 0%. Például 5 győzelem és 2 vereség 71%.</p>
`,
  },
  trophies: {
    title: 'Trófeák és a dobogó',
    category: 'Hírek',
    tags: ['trófeák', 'rájátszás', 'szezon'],
    intro:
      'A trófeák a szezon kiemelkedő heteit és a végén a legjobb három csapatot jutalmazzák. Megmutatjuk, hol találod őket, és hogyan dicsekedhetsz velük.',
    body: `
<p>A fantasy futball még izgalmasabb, ha van mit megnyerni. A HFL Fantasy a szezon közben is oszt trófeákat, és minden ligaszezon első három helyezettje díjat kap, amikor véget ér a rájátszás.</p>
<h2>A trófeaterem</h2>
<p>A csapatod minden trófeája megjelenik a trófeateremben. Egy trófeán látszik a típusa, a hét, amelyben nyerted, a fantasy csapatod neve, és ha egy játékos egyéni teljesítményéért járt, az ő neve is.</p>
<h2>Megosztás</h2>
<p>Minden trófeának saját oldala van megosztás gombbal, így a barátaid is értesülhetnek róla. Egy frissen nyert trófeát az oldal egyszer, amikor először látod, külön kiemel.</p>
`,
  },
  statistics: {
    title: 'Honnan jönnek a pontok? A hivatalos statisztikák',
    category: 'Hírek',
    tags: ['statisztika', 'pontozás', 'szezon'],
    intro:
      'A fantasy pontokat a HFL hivatalos statisztikáiból számoljuk. Mutatjuk, mikor érkeznek, mit tartalmaznak, és hol nézheted meg őket.',
    body: `
<p>Minden fantasy pont a bajnokság valódi meccseinek hivatalos statisztikáin alapul. A statisztikák néhány nappal a hétvégi meccsek után, általában szerdától péntekig kerülnek fel. Amint egy hét statisztikái megérkeztek, frissülnek a játékosaid pontjai, a meccsed eredménye és a tabella.</p>
<h2>Mi számít bele?</h2>
<ul>
  <li>Passzolt, futott és elkapott yardok, touchdownok, kétpontos kísérletek, eladott passzok és fumble-ök.</li>
  <li>Mezőnygólok és extra pontok, a sikeresek és a kihagyottak is.</li>
  <li>A védelmeknél: interceptionök, kikényszerített fumble-ök, sackek és a kapott pontok.</li>
  <li>A vezetőedzőknél: az eredmény, a szerzett pontok és a különbség.</li>
</ul>
<h2>Hol nézheted meg?</h2>
<p>A játékosok listája minden játékos pontjait mutatja, a ranglista pedig azt, hogyan állnak egymáshoz képest a fantasy csapatok. Használd őket, mielőtt a kezdőcsapatodról vagy egy cseréről döntesz.</p>
`,
  },
  leagues: {
    title: 'Ligaalapítás: méret, meghívók és csatlakozási kérelmek',
    category: 'Útmutatók',
    tags: ['ligák', 'kezdőknek', 'adminisztrátor'],
    intro:
      'A zárt liga a játék szíve. Mutatjuk, hogyan alapíthatsz egyet, mekkora lehet, és hogyan csatlakoznak hozzá a tagok.',
    body: `
<h2>Liga létrehozása</h2>
<p>Adj nevet a ligádnak, és válaszd ki, hány csapatból áll: 4, 6, 8, 10, 12, 14 vagy 16. Nevezd el a saját csapatodat is, és válaszd ki az időzónádat: te leszel a liga adminisztrátora, és te is játszol benne. Leírást és néhány címmel ellátott képet (gif, jpg vagy png) is hozzáadhatsz, de ezek nem kötelezők.</p>
<h2>A helyek feltöltése</h2>
<ul>
  <li><strong>Meghívás e-mailben:</strong> a meghívóban egy link van; a meghívott regisztrál vagy bejelentkezik, elfogadja a meghívást, és létrehozza a csapatát.</li>
  <li><strong>Csatlakozási kérelmek:</strong> a játékosok megtalálják a ligádat a ligák listájában, és kérik a felvételüket; te fogadod el őket.</li>
</ul>
<p>A ligák listája minden ligánál jelzi, hogy van-e még szabad hely, vagy betelt. A szabad helyek száma a csapatok maximális száma, csökkentve a tagok és a függő meghívók, illetve kérelmek számával.</p>
<h2>Teli liga draftolhat</h2>
<p>A draft csak akkor indulhat, ha minden hely betelt, ezért az általad időzített draft előtt hívj meg elég embert.</p>
`,
  },
  'league-admin': {
    title: 'Ligavezetés adminisztrátorként',
    category: 'Útmutatók',
    tags: ['adminisztrátor', 'ligák'],
    intro:
      'Aki ligát alapít, az lesz az adminisztrátora. Mutatjuk, mit tehet az adminisztrátor, és hogyan adhatja át a szerepét, ha távozik.',
    body: `
<p>A liga adminisztrátora vezeti a ligát, és saját csapattal játszik is benne. Az adminisztrátori szerep nélküli tagok láthatják a taglistát, és kiléphetnek a ligából.</p>
<h2>Mit csinál az adminisztrátor?</h2>
<ul>
  <li>Kezeli a tagokat: elfogadja a csatlakozási kérelmeket, eltávolít tagokat, visszavonja a meghívókat, és új tagokat hív meg a szabad helyekre.</li>
  <li>Módosítja a liga nevét, méretét, leírását és képeit, vagy törli a ligát.</li>
  <li>Időzíti a draftot, és az indulásig módosíthatja az időpontjait.</li>
</ul>
<h2>A szerep átadása</h2>
<p>Egy ligának mindig kell adminisztrátor. Mielőtt kilépsz a ligából vagy törlöd a fiókodat, add át az adminisztrátori jogaidat egy másik tagnak; ha egyedül vagy a ligában, elég megerősítened a lépést. A törölt fiókok csapatai törölt felhasználóként a szezonban maradnak, így a menetrend nem borul fel.</p>
`,
  },
};
