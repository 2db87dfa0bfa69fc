// The rules page: Crescent in players' words, agreeing with RULES.md, with tables and diagrams taken from the engine.

import { DEAL_COUNT, formatPosition, RULE_SET_IDS, redealAllowance } from '../engine/index';
import { INTRO_QUERY } from '../web/intro/store';
import { changedPiles } from './diagram';
import { differencesTable } from './differences';
import { refusalExample, rulesExamples } from './examples';
import { Horseshoe } from './Horseshoe';
import { codeLetterRows, exampleCodes } from './notation';
import { PageHeader } from './PageHeader';

function RefusalSentence({ example }: { example: ReturnType<typeof refusalExample> }) {
  if (example === null) return null;
  return (
    <>
      moving the {example.card} from pile {example.fromPile} onto the {example.onto} on pile {example.toPile} is refused
      with “{example.refusal.reason}”
    </>
  );
}

/**
 * Where the three rule books part: one row per rule, one column per rule set. On a phone each row stacks into a
 * block, each cell led by its rule set's name, so nothing scrolls sideways (Chromium, WebKit and Gecko keep
 * a table's semantics under a changed display).
 */
function DifferencesTable() {
  return (
    <table class="differences">
      <caption>Where classic, casual and strict differ</caption>
      <thead>
        <tr>
          <th scope="col">Rule</th>
          {RULE_SET_IDS.map((id) => (
            <th scope="col" key={id}>
              {id}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {differencesTable().map((row) => (
          <tr key={row.rule}>
            <th scope="row">{row.rule}</th>
            {row.cells.map((cell, i) => (
              <td key={RULE_SET_IDS[i]} data-rules={RULE_SET_IDS[i]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RulesPage() {
  const examples = rulesExamples();
  const codes = exampleCodes();
  const wrongSuit = refusalExample(examples.dealt, 'WRONG_SUIT');
  const wrongRank = refusalExample(examples.dealt, 'WRONG_RANK');
  const moves = examples.played.line.length;
  const classicRedeals = redealAllowance({ rules: 'classic' });
  return (
    <>
      <PageHeader page="Rules" />
      <main class="rules">
        <h1>How to play Crescent</h1>
        <section class="summary" aria-labelledby="summary-title">
          <h2 id="summary-title" class="visually-hidden">
            At a glance
          </h2>
          <p class="lead">
            Crescent is a patience for two decks. <strong>The goal:</strong> move all 104 cards onto the 8 foundations
            in the middle.
          </p>
          <Horseshoe
            position={examples.dealt}
            title={`The deal ${examples.code}`}
            note="Each pile shows its top card, its number and how many cards it holds."
          />
          <ul class="glance">
            <li>
              <strong>The layout.</strong> 16 piles of 6 cards, all face up (face-down dealing is an option), form a
              horseshoe around the foundations.
            </li>
            <li>
              <strong>The foundations.</strong> The 4 Ace foundations build up, A 2 3 … K; the 4 King foundations below
              them build down, K Q J … A; each in one suit.
            </li>
            <li>
              <strong>A move.</strong> Only a top card moves, one at a time: onto a pile whose top card is the same suit
              and one rank higher or lower (an Ace goes on a King, a King on an Ace), or onto a foundation that takes
              it. An empty pile stays empty.
            </li>
            <li>
              <strong>The redeal.</strong> Short of moves? Redeal: in every pile the bottom card comes to the top.
              Classic gives you {classicRedeals} redeals; how many, and when, is where the rule books differ most.
            </li>
          </ul>
          <p class="actions">
            <a class="button primary" href="./">
              Play
            </a>
            <a class="button" href={`./?${INTRO_QUERY}=1`}>
              Show the introduction again
            </a>
          </p>
        </section>

        <section aria-labelledby="differences-title">
          <h2 id="differences-title">Classic, casual and strict</h2>
          <p>
            Crescent comes in three rule books. <strong>Classic</strong> follows a Crescent app and the traditional
            rules, <strong>casual</strong> a popular online variant, and <strong>strict</strong> a strict rule text.
            Everything else on this page holds for all three.
          </p>
          <DifferencesTable />
          <p>
            <strong>Trading (classic and strict).</strong> A card moves from one foundation to the other of its suit
            only if it continues that foundation: the Ace foundation's top card goes onto the King foundation when that
            one's top is one rank higher, and the other way round. That is possible exactly when the two foundations{' '}
            <em>meet</em>: together they hold 13 cards, one of each rank. Then the boundary between them can slide back
            and forth, and after enough trades every pile card of that suit fits one of them.
          </p>
          <p>
            A <em>useful trade</em> is a trade in a suit whose foundations meet while some pile's top card is of that
            suit. Only useful trades count when the game decides whether you are stuck, or, in strict, whether you may
            redeal: trading for its own sake never stops you redealing and never keeps a stuck game going. Every trade
            stays a legal move.
          </p>
          <p>
            <strong>Give-back (casual).</strong> The top card of a foundation may go back onto a pile that accepts it.
            The base Ace or King never leaves, and cards never move from one foundation to the other.
          </p>
        </section>

        <h2>The deal</h2>
        <p>
          Crescent is played with two standard 52-card decks: 104 cards, every card in two copies. One Ace and one King
          of each suit are set aside as the bases of the eight foundations. The other 96 cards are shuffled and dealt
          into 16 piles of 6, all face up (unless you choose face-down dealing, below), so you can plan with every card.
        </p>
        <p>
          The piles form a horseshoe around the foundations: 4 piles on the left, 8 along the top, 4 on the right. They
          are numbered 1 to 16 along the horseshoe: 1 to 4 up the left side, 5 to 12 along the top from left to right,
          13 to 16 down the right side. The four Ace foundations sit in the middle on the first row, the four King
          foundations below them, as in the diagram at the top of this page.
        </p>
        <h2>Moving cards</h2>
        <ul>
          <li>
            You move one card at a time, and only a top card: the top of a pile, or, where the rule set allows it, the
            top of a foundation. There are no group moves.
          </li>
          <li>
            <strong>Onto a pile:</strong> the card must be of the same suit as the pile's top card and one rank higher
            or lower. Ranks wrap on piles: an Ace goes on a King and a King on an Ace of the same suit. Piles may
            zigzag: 7-8-7-6-7 is fine.
          </li>
          <li>
            <strong>Empty piles stay empty</strong> for the rest of the game: nothing is ever placed on an empty pile.
          </li>
          <li>
            <strong>Onto a foundation:</strong> same suit; an Ace foundation takes the next rank up (A, 2, … K), a King
            foundation the next rank down (K, Q, … A). Foundations never wrap: nothing goes on an Ace foundation topped
            by a King, or on a King foundation topped by an Ace. A foundation holds at most 13 cards.
          </li>
          <li>
            <strong>The base</strong> Ace or King of a foundation never moves.
          </li>
        </ul>
        <p>
          With two copies of every card, a won game has each suit split between its two foundations: one copy of every
          rank on the Ace foundation, the other on the King foundation.
        </p>
        <p>
          A move that breaks a rule is refused with a short sentence saying why, and nothing changes. In the deal at the
          top of this page, for example, <RefusalSentence example={wrongSuit} />, and{' '}
          <RefusalSentence example={wrongRank} />.
        </p>

        <h2>The redeal</h2>
        <p>
          A redeal (the casual rules call it a shuffle) changes every pile at once: in every pile of two or more cards,
          the bottom card moves to the top, and the order of the other cards does not change. Piles of 0 or 1 cards are
          unchanged. Nothing about it is random, so you can work out what it will bring up. For example, a pile holding
          2♥ 9♣ J♦ J♦ (bottom to top) becomes 9♣ J♦ J♦ 2♥. How many redeals you get, and when you may use them, depends
          on the rule set (see the table above).
        </p>
        <div class="diagram-pair">
          <Horseshoe
            position={examples.played.position}
            title={`The same game after ${moves} moves`}
            note={`Each move was the game's hint${examples.hintWantsRedeal ? '; the hint now suggests a redeal' : ''}.`}
          />
          <Horseshoe
            position={examples.redealt}
            title="The same position after one redeal"
            note="Every pile of two or more cards now shows the card that was at its bottom, and every pile keeps its count."
            changed={changedPiles(examples.played.position, examples.redealt)}
          />
        </div>

        <h2>Winning and getting stuck</h2>
        <p>
          You win when all eight foundations hold 13 cards: all 104 cards are home. The game never finishes for you: the
          choice of sending a card up or down stays yours to the last card.
        </p>
        <p>
          When a game is stuck (lost) depends on the rule set: see the last row of the table above. The game says so at
          once and offers to undo the last move, where undo can, or to start a new game.
        </p>

        <h2>Options</h2>
        <ul>
          <li>
            <strong>Crescent Four</strong> (classic): 4 redeals instead of 3.
          </li>
          <li>
            <strong>Casual difficulty</strong>: the number of shuffles, as in the table; Medium is the default.
          </li>
          <li>
            <strong>Face-down dealing</strong> (any rule set): only the top card of each pile starts face up. A card is
            turned face up when it becomes a top card, by play or by a redeal, and stays face up. You see the backs of
            the others, and the hint never uses hidden cards.
          </li>
        </ul>

        <h2>Around the moves</h2>
        <ul>
          <li>Undo takes the move counter back down, as far back as the rule set's undo reaches.</li>
          <li>Restart replays the same deal under the same rules and with the same number of redeals.</li>
          <li>
            The hint suggests foundation plays first, then pile moves that uncover a card a foundation needs, then a
            redeal, then any legal move. When it has nothing to suggest, the game is stuck.
          </li>
        </ul>

        <h2>Playing in the app</h2>
        <ul>
          <li>
            <strong>Tap</strong> a pile: if exactly one place accepts its top card, the card goes there; otherwise the
            pile is selected and your next tap on a destination moves it (tap elsewhere, or the same pile, to deselect).
          </li>
          <li>
            <strong>Double-tap</strong> a top card: it goes to a foundation that accepts it; if both foundations of its
            suit accept it, nothing is guessed: the pile is selected instead.
          </li>
          <li>
            <strong>Drag</strong> a top card onto a destination. A card dropped anywhere in the foundation area goes to
            the foundation of its suit that accepts it (the one under the pointer if both do).
          </li>
          <li>A foundation's top card, where the rule set lets it move, is tapped or dragged the same way.</li>
          <li>The redeal button shows how many redeals are left, then “No redeals left”.</li>
        </ul>

        <h2>Game codes and notation</h2>
        <p>
          Every deal has a game code, such as <code>{codes.deal1}</code>, that brings back exactly that deal; you may
          type it in lower case too (<code>{codes.lowerCase}</code>). After <code>CR1</code> comes a letter for the
          rules:
        </p>
        <div>
          <table class="letters">
            <thead>
              <tr>
                <th scope="col">Letter</th>
                <th scope="col">Rules</th>
              </tr>
            </thead>
            <tbody>
              {codeLetterRows().map((row) => (
                <tr key={row.letter}>
                  <td>
                    <code>{row.letter}</code>
                  </td>
                  <td>{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          followed by <code>D</code> for face-down dealing (<code>{codes.facedown}</code> is {codes.facedownMeaning}).
          Last comes the deal: 7 letters A to Z, a number written in base 26 with A = 0, so{' '}
          <code>{codes.firstDeal}</code> is deal 0, <code>{codes.secondDeal}</code> is deal 1 and{' '}
          <code>{codes.lastDeal}</code> is the last of {DEAL_COUNT.toLocaleString('en')} deals. The deal depends only on
          that number, never on the rules letter, so one deal can be played under every rule set.
        </p>
        <p>
          Cards are written rank then suit: ranks <code>A23456789TJQK</code> (<code>T</code> is the 10), suits{' '}
          <code>SHDC</code>; <code>TD</code> is the 10 of diamonds, and a card in lower case (<code>td</code>) lies face
          down. Places are the piles <code>1</code> to <code>16</code>, the Ace foundations <code>AS AH AD AC</code> and
          the King foundations <code>KS KH KD KC</code>. A move is <code>FROM-TO</code>, such as <code>10-14</code>,{' '}
          <code>10-AS</code>, <code>AS-KS</code> or <code>KH-7</code>, and <code>R</code> is a redeal.
        </p>
        <p>
          A position is one line of four fields: the rules (such as <code>classic</code> or <code>casual+facedown</code>
          ), the redeals left, the top ranks of the foundations AS AH AD AC KS KH KD KC, and the 16 piles joined by{' '}
          <code>/</code>, each listed bottom to top, with <code>-</code> for an empty pile. The deal at the top of this
          page is:
        </p>
        <p>
          <code class="position">{formatPosition(examples.dealt)}</code>
        </p>
        <p>
          <a class="button" href="./">
            Back to the game
          </a>
        </p>
      </main>
    </>
  );
}
