// One self-contained HTML page of annotated games: inline SVG, inline style and script, no outside reference.
// The markup is also well-formed XML (every element closed, attributes quoted, script in CDATA).
#include <QStringList>

#include "render/eval_graph.h"
#include "render/game_text.h"
#include "render/publication.h"
#include "render/published_game.h"
#include "render/words.h"

namespace saban::render {

namespace {

using Game = PublishedGame;

const char* kStyle = R"CSS(
body{font-family:'Noto Sans','DejaVu Sans',Arial,sans-serif;margin:0 auto;max-width:46em;padding:0 0.8em 2em;
line-height:1.5;color:#1b1b1b;background:#fff}
h1{font-size:1.5em;margin:0.8em 0 0.2em}h2{font-size:1.2em;margin:1.6em 0 0.1em}
.meta{color:#555;font-size:0.9em;margin:0 0 0.6em}
nav ol{padding-left:1.6em}
.game{border-top:1px solid #ccc;margin-top:1.2em}
.board-box{position:sticky;top:0;background:#fff;padding:0.3em 0;z-index:1;text-align:center}
svg.board,svg.diagram{width:100%;max-width:26em;height:auto}
svg.graph{width:100%;height:auto;max-height:8em}
figure{margin:0.8em 0;text-align:center}figcaption{font-style:italic;font-size:0.9em;color:#444}
.moves{margin:0.6em 0}
a.move{color:#000;text-decoration:none;font-weight:600;padding:0 0.1em;border-radius:3px}
.variation a.move{font-weight:400}
a.move:hover{background:#f0e0a0}a.move.current{background:#f0d040}
.variation{color:#333;font-size:0.95em}
.comment{color:#1b1b1b}
.engine{color:#666;font-style:italic;font-size:0.88em}
.eval{color:#888;font-size:0.85em}
.num{color:#555}
.summary p{margin:0.2em 0;font-size:0.92em}
@media (prefers-color-scheme:dark){body,.board-box{background:#15171a;color:#ddd}a.move{color:#fff}
.meta,.num,.engine,figcaption{color:#aaa}.variation{color:#ccc}a.move.current{background:#806a10}}
)CSS";

// Shows a move's position on its game's board when it is clicked (the page is complete without it).
const char* kScript = R"JS(
(function(){
var SVG='http://www.w3.org/2000/svg',XL='http://www.w3.org/1999/xlink';
var SLOTS={1:[[0,0,0.42]],2:[[-0.04,0.07,0.37],[0.27,-0.27,0.23]],3:[[-0.04,0.07,0.37],[0.27,-0.27,0.23],[-0.3,-0.27,0.23]]};
function units(fen,files){var rows=fen.split(' ')[0].split('/'),out={};
for(var i=0;i<rows.length;i++){var rank=rows.length-i,file=0,s=rows[i],j=0;
while(j<s.length){var c=s.charAt(j);
if(c>='0'&&c<='9'){var n=0;while(j<s.length&&s.charAt(j)>='0'&&s.charAt(j)<='9'){n=n*10+(+s.charAt(j));j++;}file+=n;continue;}
var u=[],h;
if(c=='('){j++;while(j<s.length&&s.charAt(j)!=')'){h=false;if(s.charAt(j)=='+'){h=true;j++;}u.push([s.charAt(j),h]);j++;}j++;}
else{h=false;if(c=='+'){h=true;j++;}u.push([s.charAt(j),h]);j++;}
out[files.charAt(file)+rank]=u;file++;}}
return out;}
function name(board,p){var up=p[0].toUpperCase();
return board.getAttribute(p[0]==up?'data-light':'data-dark')+up+(p[1]?'-hero':'');}
function show(board,fen){var cell=+board.getAttribute('data-cell'),pre=board.getAttribute('data-prefix'),
all=units(fen,board.getAttribute('data-files'));SLOTS[1]=[[0,0,+board.getAttribute('data-radius')]];
var pts=board.querySelectorAll('g.point');
for(var i=0;i<pts.length;i++){var pt=pts[i];while(pt.firstChild)pt.removeChild(pt.firstChild);
var u=all[pt.getAttribute('data-square')];if(!u)continue;
for(var k=0;k<u.length;k++){var sl=SLOTS[u.length][k],r=sl[2]*cell,x=+pt.getAttribute('data-x')+sl[0]*cell,
y=+pt.getAttribute('data-y')+sl[1]*cell,use=document.createElementNS(SVG,'use'),ref='#'+pre+name(board,u[k]);
use.setAttributeNS(XL,'xlink:href',ref);use.setAttribute('href',ref);
use.setAttribute('transform','matrix('+r+' 0 0 '+r+' '+x+' '+y+')');pt.appendChild(use);}}}
document.addEventListener('click',function(e){var a=e.target;while(a&&!(a.classList&&a.classList.contains('move')))a=a.parentNode;
if(!a)return;var game=a;while(game&&game.tagName!='ARTICLE')game=game.parentNode;if(!game)return;
var board=game.querySelector('svg.board');if(!board)return;e.preventDefault();show(board,a.getAttribute('data-fen'));
var cur=game.querySelectorAll('a.move.current');for(var i=0;i<cur.length;i++)cur[i].classList.remove('current');
a.classList.add('current');});
})();
)JS";

QString esc(const QString& s) { return xml_escape(s); }

QString svg_inline(const Scene& scene, const QString& prefix, const QString& cls, const QString& extra = {}) {
  SvgOptions o;
  o.xml_declaration = false;
  o.id_prefix = prefix;
  o.extra_attributes =
      QStringLiteral("class=\"%1\"").arg(cls) + (extra.isEmpty() ? QString() : QLatin1Char(' ') + extra);
  return scene_svg(scene, o);
}

void game_html(QString& out, const Game& g, int n, const PublicationOptions& o) {
  const Language lang = o.language;
  DiagramStyle style = DiagramStyle::colour();
  style.coordinates = book_coordinates(o);
  const QString gid = QStringLiteral("g%1").arg(n);
  out += QStringLiteral("<article class=\"game\" id=\"game-%1\">\n").arg(n);
  out += QStringLiteral("<h2>%1 – %2 <span class=\"result\">%3</span></h2>\n")
             .arg(esc(g.players[0]), esc(g.players[1]), esc(result_text(g.result)));
  QStringList meta;
  for (const QString& v : {g.event, g.site, g.date})
    if (!v.isEmpty()) meta << esc(v);
  if (!g.round.isEmpty()) meta << esc(word(Word::Round, lang) + QLatin1Char(' ') + g.round);
  if (!g.mode.isEmpty()) meta << esc(word(Word::Mode, lang) + QStringLiteral(": ") + g.mode);
  meta << esc(g.termination.isEmpty()
                  ? g.result_words
                  : g.result_words + QStringLiteral(" (") + g.termination + QLatin1Char(')'));
  if (!g.annotator.isEmpty()) meta << esc(word(Word::Annotator, lang) + QStringLiteral(": ") + g.annotator);
  out += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(meta.join(QStringLiteral(" · ")));
  // The game's board: the start position, and with the script the position of the move clicked
  const ScriptBoard board = g.board(style);
  out += QStringLiteral("<div class=\"board-box\">\n");
  out += svg_inline(board.scene, gid + QStringLiteral("b-"), QStringLiteral("board"),
                    QStringLiteral("data-cell=\"%1\" data-radius=\"%2\" data-files=\"%3\" data-light=\"%4\" "
                                   "data-dark=\"%5\" data-prefix=\"%6b-\" data-fen=\"%7\"")
                        .arg(QString::number(board.cell, 'f', 3), QString::number(board.radius), board.files,
                             board.light, board.dark, gid, esc(board.fen)));
  out += QStringLiteral("</div>\n<div class=\"moves\">\n");
  int diagrams = 0;
  int depth = 0;
  for (const GameToken& t : g.tokens) {
    switch (t.kind) {
      case GameToken::Kind::Number:
        out += QStringLiteral("<span class=\"num\">%1</span> ").arg(esc(t.text));
        break;
      case GameToken::Kind::Move:
        out += QStringLiteral("<a class=\"move\" id=\"%1m%2\" href=\"#%1m%2\" data-fen=\"%3\"%4>%5</a> ")
                   .arg(gid)
                   .arg(t.move_id)
                   .arg(esc(t.fen),
                        t.evaluation.isEmpty() ? QString()
                                               : QStringLiteral(" title=\"%1\"").arg(esc(t.evaluation)),
                        esc(t.text));
        if (!t.evaluation.isEmpty())  // the engine's, from Red's side (the summary's heading says so)
          out += QStringLiteral("<span class=\"eval\">%1</span> ").arg(esc(t.evaluation));
        break;
      case GameToken::Kind::Comment:
        out += QStringLiteral("<span class=\"comment\">%1</span> ").arg(esc(t.text));
        break;
      case GameToken::Kind::EngineComment:
        out += QStringLiteral("<span class=\"engine\" title=\"%1\">%2</span> ")
                   .arg(esc(word(Word::Engine, lang)), esc(t.text));
        break;
      case GameToken::Kind::Open:
        ++depth;
        out += QStringLiteral("<span class=\"variation\">( ");
        break;
      case GameToken::Kind::Close:
        if (depth > 0) --depth, out += QStringLiteral(")</span> ");
        break;
      case GameToken::Kind::Result:
        out += QStringLiteral("<strong>%1</strong>\n").arg(esc(t.text));
        break;
      case GameToken::Kind::Diagram: {
        // A figure may not sit inside a span: close the open variations around it and reopen them after
        for (int i = 0; i < depth; ++i) out += QStringLiteral("</span>");
        out += QStringLiteral("\n<figure>\n");
        out += svg_inline(any_diagram_scene(token_diagram(t), style, 440),
                          QStringLiteral("%1d%2-").arg(gid).arg(++diagrams), QStringLiteral("diagram"));
        if (!t.caption.isEmpty()) out += QStringLiteral("<figcaption>%1</figcaption>\n").arg(esc(t.caption));
        out += QStringLiteral("</figure>\n");
        for (int i = 0; i < depth; ++i) out += QStringLiteral("<span class=\"variation\">");
        break;
      }
    }
  }
  out += QStringLiteral("</div>\n");
  const GameCurve& curve = g.curve;
  QStringList lines;
  for (int side = 0; side < 2; ++side) {
    QStringList parts;
    if (curve.accuracy[side])
      parts << word(Word::Accuracy, lang) + QStringLiteral(" %1%").arg(std::lround(*curve.accuracy[side]));
    for (int j = 1; j < 6; ++j)
      if (curve.counts[side][j])
        parts << judgement_count(static_cast<parser::Judgement>(j), curve.counts[side][j], lang);
    if (!parts.isEmpty())
      lines << QStringLiteral("<p><strong>%1 (%2):</strong> %3</p>\n")
                   .arg(esc(g.sides[side]), esc(g.players[side]), esc(parts.join(QStringLiteral(", "))));
  }
  if (curve.has_evaluations || !lines.isEmpty()) {
    out += QStringLiteral("<section class=\"summary\">\n");
    if (curve.has_evaluations) {
      out += QStringLiteral("<p>%1</p>\n").arg(esc(g.evaluation_heading));
      out += svg_inline(eval_graph_scene(600, 120, curve, g.judgements, style), gid + QStringLiteral("e-"),
                        QStringLiteral("graph"));
    }
    out += lines.join(QString());
    out += QStringLiteral("</section>\n");
  }
  out += QStringLiteral("</article>\n");
}

}  // namespace

QString html_document(const std::vector<parser::GameRecord>& games, const PublicationOptions& options) {
  return published_html(publish(games, options), options);
}

QString published_html(const std::vector<Game>& games, const PublicationOptions& options) {
  const Language lang = options.language;
  QString title = options.title;
  if (title.isEmpty() && !games.empty()) {
    title = games.front().event;
    if (title.isEmpty()) title = games.front().players[0] + QStringLiteral(" – ") + games.front().players[1];
  }
  QString out;
  out +=
      QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"%1\">\n<head>\n")
          .arg(lang == Language::Vi ? QStringLiteral("vi") : QStringLiteral("en"));
  out += QStringLiteral(
      "<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, "
      "initial-scale=1\"/>\n");
  out += QStringLiteral("<meta name=\"generator\" content=\"Saban\"/>\n<title>%1</title>\n").arg(esc(title));
  out +=
      QStringLiteral("<style>") + QString::fromUtf8(kStyle) + QStringLiteral("</style>\n</head>\n<body>\n");
  out += QStringLiteral("<h1>%1</h1>\n").arg(esc(title));
  if (games.size() >= 2) {
    out += QStringLiteral("<nav><h2>%1</h2>\n<ol>\n").arg(esc(word(Word::Contents, lang)));
    for (std::size_t i = 0; i < games.size(); ++i)
      out += QStringLiteral("<li><a href=\"#game-%1\">%2 – %3 %4</a></li>\n")
                 .arg(i + 1)
                 .arg(esc(games[i].players[0]), esc(games[i].players[1]), esc(result_text(games[i].result)));
    out += QStringLiteral("</ol>\n</nav>\n");
  }
  for (std::size_t i = 0; i < games.size(); ++i) game_html(out, games[i], static_cast<int>(i) + 1, options);
  out +=
      QStringLiteral("<script>//<![CDATA[") + QString::fromUtf8(kScript) + QStringLiteral("//]]></script>\n");
  out += QStringLiteral("</body>\n</html>\n");
  return out;
}

}  // namespace saban::render
