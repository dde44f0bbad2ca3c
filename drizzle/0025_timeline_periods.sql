CREATE TABLE "timeline_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timeline_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"date_label" text,
	"category" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'brand' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"head_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary")) STORED,
	"search_text" text GENERATED ALWAYS AS (public.search_normalize("title" || ' ' || "category" || ' ' || "summary" || ' ' || "content")) STORED,
	"head_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, public.search_normalize("title")), 'A') || setweight(to_tsvector('french'::regconfig, public.search_normalize("category" || ' ' || "summary")), 'B') || setweight(to_tsvector('french'::regconfig, public.search_normalize("content")), 'C')) STORED,
	"status" text DEFAULT 'Période' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"period_type" text NOT NULL,
	"icon" text DEFAULT 'flag' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timeline_periods_slug_unique" UNIQUE("slug"),
	CONSTRAINT "timeline_periods_color_check" CHECK ("timeline_periods"."color" in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')),
	CONSTRAINT "timeline_periods_link_check" CHECK ("timeline_periods"."link" is null or "timeline_periods"."link" ~ '^https?://'),
	CONSTRAINT "timeline_periods_type_check" CHECK ("timeline_periods"."period_type" in ('histoire', 'projet', 'adpl')),
	CONSTRAINT "timeline_periods_icon_check" CHECK ("timeline_periods"."icon" in ('amphora', 'award', 'book-open', 'building', 'car', 'crown', 'droplets', 'flag', 'footprints', 'hospital', 'landmark', 'megaphone', 'scissors', 'target', 'train-front', 'tram-front', 'users', 'waves'))
);
--> statement-breakpoint
CREATE INDEX "timeline_periods_published_date_idx" ON "timeline_periods" USING btree ("published","date");--> statement-breakpoint
CREATE INDEX "timeline_periods_head_vector_idx" ON "timeline_periods" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "timeline_periods_search_vector_idx" ON "timeline_periods" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "timeline_periods_head_text_trgm_idx" ON "timeline_periods" USING gin ("head_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "timeline_periods_search_text_trgm_idx" ON "timeline_periods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "timeline_periods_type_position_idx" ON "timeline_periods" USING btree ("period_type","position");--> statement-breakpoint
CREATE TRIGGER timeline_periods_search_words AFTER INSERT OR UPDATE ON timeline_periods
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();--> statement-breakpoint
-- Issue 36: the timeline is content. Every database starts with the city's history and its major
-- projects (public history, the site's own text, editable on /admin/contenus/frise); the
-- association's milestones are samples (db/seeds/timeline.ts), loaded with the others.
INSERT INTO "timeline_periods" ("slug", "title", "date", "date_label", "category", "summary", "content", "published", "period_type", "icon", "position") VALUES
('fondation-lugdunum', 'Fondation de Lugdunum', '2026-12-07', '43 av. J.-C.', 'Histoire', 'Lucius Munatius Plancus fonde la colonie romaine de Lugdunum sur la colline de Fourvière.', 'À l’époque, la Presqu’île n’est qu’un ensemble d’îles et de bancs de sable, et le confluent du Rhône et de la Saône se situe bien plus au nord qu’aujourd’hui, vers Ainay. Lugdunum devient la capitale des Trois Gaules. En 12 av. J.-C., le sanctuaire fédéral des Gaules est installé sur les pentes de la Croix-Rousse, où l’amphithéâtre des Trois Gaules est inauguré en 19 apr. J.-C.', true, 'histoire', 'amphora', 1),
('renaissance', 'La Renaissance lyonnaise', '2026-12-07', 'XVIe siècle', 'Histoire', 'Grâce à ses foires, ses banques et ses imprimeurs, Lyon devient l’une des grandes villes d’Europe.', 'Les foires franches attirent marchands et banquiers italiens, et la ville accueille la cour royale lors des guerres d’Italie. Autour de la rue Mercière, des centaines d’ateliers font de Lyon l’un des premiers centres d’imprimerie d’Europe. Rabelais y publie Pantagruel en 1532, l’année où il devient médecin de l’Hôtel-Dieu.', true, 'histoire', 'book-open', 2),
('grand-siecle', 'Places royales et grands édifices', '2026-12-07', 'XVIIe–XVIIIe siècles', 'Histoire', 'La place Bellecour, l’Hôtel de Ville et la façade de l’Hôtel-Dieu dessinent le visage classique de la Presqu’île.', 'L’Hôtel de Ville est construit face à la place des Terreaux à partir de 1646, sur les plans de Simon Maupin. La place Bellecour est aménagée dans la seconde moitié du XVIIe siècle et reçoit en 1713 une statue équestre de Louis XIV. Au XVIIIe siècle, Jacques-Germain Soufflot dote l’Hôtel-Dieu de sa grande façade sur le Rhône.', true, 'histoire', 'crown', 3),
('canuts', 'La soie et la révolte des canuts', '2026-12-07', '1831', 'Histoire', 'Capitale mondiale de la soie, Lyon voit se soulever les ouvriers tisseurs, les canuts.', 'Au début du XIXe siècle, le métier Jacquard révolutionne le tissage et des milliers d’ateliers s’installent sur les pentes de la Croix-Rousse. En 1831 puis en 1834, les canuts se révoltent pour obtenir un tarif minimum. Ces insurrections sont considérées comme parmi les premières grandes révoltes ouvrières de l’ère industrielle.', true, 'histoire', 'scissors', 4),
('second-empire', 'Les grands travaux du Second Empire', '2026-12-07', '1853–1864', 'Histoire', 'Sous le préfet Claude-Marius Vaïsse, la Presqu’île est percée de larges rues bordées d’immeubles de prestige.', 'À la manière d’Haussmann à Paris, le préfet Vaïsse fait percer la rue Impériale, aujourd’hui rue de la République, puis la rue de l’Impératrice, actuelle rue Édouard-Herriot. Ces travaux assainissent des quartiers insalubres et donnent à la Presqu’île ses façades en pierre de taille. Le palais du Commerce, siège de la Bourse, est inauguré en 1860.', true, 'histoire', 'building', 5),
('unesco', 'Inscription au patrimoine mondial', '2026-12-07', '1998', 'Histoire', 'Le site historique de Lyon, dont la Presqu’île, est inscrit sur la liste du patrimoine mondial de l’UNESCO.', 'En décembre 1998, l’UNESCO reconnaît la valeur universelle d’une ville qui témoigne de plus de deux mille ans d’urbanisme continu. Le périmètre inscrit couvre Fourvière, le Vieux Lyon, la Presqu’île et les pentes de la Croix-Rousse. Cette inscription engage la collectivité à préserver ce patrimoine lors de chaque transformation.', true, 'histoire', 'award', 6),
('centre-echanges-perrache', 'Le centre d’échanges de Perrache', '2026-12-07', '1972', 'Grands Projets', 'Lancement du chantier du centre d’échanges qui relie gare, autoroute et transports urbains.', 'Construit entre 1972 et 1976 devant la gare de Perrache, le centre d’échanges regroupe gare routière, stationnement et accès aux transports urbains. Emblème de l’urbanisme de l’époque, il coupe toutefois le sud de la Presqu’île du reste du centre. Sa transformation reste aujourd’hui un enjeu majeur pour le quartier.', true, 'projet', 'train-front', 7),
('pietonnisation-republique', 'Piétonnisation de la rue de la République', '2026-12-07', '1976', 'Grands Projets', 'La rue de la République et la rue Victor-Hugo deviennent des axes piétons.', 'Au milieu des années 1970, à la faveur du chantier du métro, la rue de la République est rendue aux piétons, tout comme la rue Victor-Hugo entre Bellecour et Perrache. Ces aménagements font de la Presqu’île l’un des plus vastes secteurs piétons de France. Ils renforcent sa vocation commerçante et son attractivité.', true, 'projet', 'footprints', 8),
('metro-ligne-a', 'Mise en service de la ligne A du métro', '2026-12-07', '1978', 'Grands Projets', 'Le métro traverse la Presqu’île de Perrache à l’Hôtel de Ville, puis rejoint Villeurbanne.', 'Inaugurée au printemps 1978, la ligne A dessert Perrache, Ampère-Victor Hugo, Bellecour, Cordeliers et Hôtel de Ville-Louis Pradel. Creusée en grande partie en tranchée couverte sous la rue de la République, elle place le cœur de la Presqu’île à quelques minutes de l’est lyonnais. Elle reste l’une des lignes les plus fréquentées du réseau.', true, 'projet', 'tram-front', 9),
('place-terreaux', 'Réaménagement de la place des Terreaux', '2026-12-07', '1994', 'Grands Projets', 'Daniel Buren et Christian Drevet redessinent la place et sa grille de fontaines.', 'La place des Terreaux est entièrement repensée : la fontaine Bartholdi est déplacée et une trame de dizaines de jets d’eau anime le sol. Ce projet s’inscrit dans une politique ambitieuse d’espaces publics et de parcs de stationnement souterrains confiés à des artistes, comme le parc des Célestins. La place a depuis connu plusieurs campagnes de rénovation.', true, 'projet', 'droplets', 10),
('lyon-confluence', 'Lancement du projet Lyon Confluence', '2026-12-07', '1998', 'Grands Projets', 'Les anciens terrains industriels et portuaires du sud de la Presqu’île deviennent un nouveau quartier.', 'À partir de la fin des années 1990, la collectivité engage la reconversion des friches situées au sud de Perrache. Logements, bureaux, commerces, place nautique et parc se succèdent le long de la Saône. Le musée des Confluences, ouvert en 2014 à la pointe de la Presqu’île, en devient le symbole.', true, 'projet', 'waves', 11),
('tramway', 'Retour du tramway', '2026-12-07', '2001', 'Grands Projets', 'Les lignes T1 et T2 relient Perrache au reste de l’agglomération.', 'Disparu des rues lyonnaises depuis 1957, le tramway revient en 2001 avec deux lignes au départ de Perrache. La ligne T1 est ensuite prolongée vers Confluence et le musée des Confluences. Le tramway accompagne le développement du sud de la Presqu’île.', true, 'projet', 'tram-front', 12),
('grand-hotel-dieu', 'Réouverture du Grand Hôtel-Dieu', '2026-12-07', '2018', 'Grands Projets', 'L’ancien hôpital, fermé en 2010, rouvre ses cours et ses galeries au public.', 'Après plusieurs années de restauration, l’Hôtel-Dieu accueille commerces, restaurants, hôtel et bureaux, et ses cours redeviennent accessibles à tous. Le dôme de Soufflot et les façades sur le Rhône retrouvent leur éclat. La Cité internationale de la gastronomie y ouvre ses portes l’année suivante.', true, 'projet', 'hospital', 13);--> statement-breakpoint
-- A period's category is its type and its year, searched with its title (the year as shown is not a date).
UPDATE "timeline_periods" SET "category" = "category" || ', ' || "date_label";
